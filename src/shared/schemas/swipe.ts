import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';

/** POST /api/swipe.php: the member decided on one card of the swipe game. */
export const swipeDecisionSchema = z.object({
  profile: idParam,
  decision: z.enum(['like', 'pass'], { error: 'chooseOption' }),
});
export type SwipeDecisionInput = z.infer<typeof swipeDecisionSchema>;

/** POST /api/match-finder.php: a like given from a match-finder suggestion. */
export const finderLikeSchema = z.object({ profile: idParam });
export type FinderLikeInput = z.infer<typeof finderLikeSchema>;
