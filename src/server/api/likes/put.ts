// PUT /api/likes.php – mark the like of one member as seen ({ profile }); answers { ok: true }
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { markLikeSeen } from '../../services/likes/mark-like-seen';
import { requireLiker } from '../../services/likes/require-liker';
import { likeProfileSchema } from '@/shared/schemas/like';

export const putLikes = factory.createHandlers(async (c) => {
  const ctx = requireLiker(c.get('svc'));
  await markLikeSeen(ctx, parseInput(likeProfileSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
