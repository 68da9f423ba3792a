// GET /api/swipe.php – the next swipe-game cards and what is left of today's likes
import 'server-only';
import { factory, requireUser } from '../factory';
import { listSwipeCards } from '../../services/swipe/list-swipe-cards';

export const getSwipe = factory.createHandlers(async (c) => {
  return c.json(await listSwipeCards(requireUser(c.get('svc'))));
});
