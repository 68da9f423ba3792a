// GET /api/swipe.php?min_age=&max_age= – the next swipe-game cards and what is left of today's likes
import 'server-only';
import { factory, requireUser } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { listSwipeCards } from '../../services/swipe/list-swipe-cards';
import { swipeCardsQuerySchema } from '@/shared/schemas/swipe';

export const getSwipe = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  return c.json(await listSwipeCards(ctx, parseInput(swipeCardsQuerySchema, c.req.query())));
});
