// DELETE /api/like.php – take back a like ({ profile }); answers { ok: true }
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { unlikeMember } from '../../services/likes/unlike-member';
import { requireLiker } from '../../services/likes/require-liker';
import { likeProfileSchema } from '@/shared/schemas/like';

export const deleteLike = factory.createHandlers(async (c) => {
  const ctx = requireLiker(c.get('svc'));
  await unlikeMember(ctx, parseInput(likeProfileSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
