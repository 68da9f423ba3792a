// POST /api/match-finder.php – like a suggested member ({ profile }); not counted as a swipe
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { likeFromFinder } from '../../services/swipe/like-from-finder';
import { finderLikeSchema } from '@/shared/schemas/swipe';

export const postMatchFinder = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  return c.json(await likeFromFinder(ctx, parseInput(finderLikeSchema, await readJson(c.req))));
});
