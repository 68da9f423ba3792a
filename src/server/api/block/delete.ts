// DELETE /api/block.php – lift your block of a member ({ profile })
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { unblockMember } from '../../services/blocks/block-member';
import { blockSchema } from '@/shared/schemas/safety';

export const deleteBlock = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await unblockMember(ctx, parseInput(blockSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
