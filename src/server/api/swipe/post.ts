// POST /api/swipe.php – like or pass a swipe-game card ({ profile, decision }); 4 likes a day
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { decideSwipe } from '../../services/swipe/decide-swipe';
import { swipeDecisionSchema } from '@/shared/schemas/swipe';

export const postSwipe = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  return c.json(await decideSwipe(ctx, parseInput(swipeDecisionSchema, await readJson(c.req))));
});
