// POST /api/block.php – block a member ({ profile }): neither can view or contact the other
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { blockMember } from '../../services/blocks/block-member';
import { blockSchema } from '@/shared/schemas/safety';

export const postBlock = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await blockMember(ctx, parseInput(blockSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
