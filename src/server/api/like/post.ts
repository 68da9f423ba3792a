// POST /api/like.php – like a member ({ profile }); answers { match }
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { likeMember } from '../../services/likes/like-member';
import { requireLiker } from '../../services/likes/require-liker';
import { likeProfileSchema } from '@/shared/schemas/like';

export const postLike = factory.createHandlers(async (c) => {
  // A visitor learns that likes need an account before anything about the body.
  const ctx = requireLiker(c.get('svc'));
  return c.json(await likeMember(ctx, parseInput(likeProfileSchema, await readJson(c.req))));
});
