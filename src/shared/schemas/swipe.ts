import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';
import { MAX_AGE, MIN_AGE } from '../constants';

const age = z.coerce.number({ error: 'invalidAge' }).int().min(MIN_AGE, { error: 'invalidAge' }).max(MAX_AGE, { error: 'invalidAge' }).optional();

/** GET /api/swipe.php?min_age=&max_age=: the ages the member looks for (their search's), both optional. */
export const swipeCardsQuerySchema = z
  .object({ min_age: age, max_age: age })
  .refine((q) => q.min_age == null || q.max_age == null || q.min_age <= q.max_age, { path: ['max_age'], error: 'ageRange' });
export type SwipeCardsQuery = z.infer<typeof swipeCardsQuerySchema>;

/** DELETE /api/swipe.php: take back the pass on this member. */
export const undoPassSchema = z.object({ profile: idParam });
export type UndoPassInput = z.infer<typeof undoPassSchema>;

/** POST /api/swipe.php: the member decided on one card of the swipe game. */
export const swipeDecisionSchema = z.object({
  profile: idParam,
  decision: z.enum(['like', 'pass'], { error: 'chooseOption' }),
});
export type SwipeDecisionInput = z.infer<typeof swipeDecisionSchema>;

/** POST /api/match-finder.php: a like given from a match-finder suggestion. */
export const finderLikeSchema = z.object({ profile: idParam });
export type FinderLikeInput = z.infer<typeof finderLikeSchema>;
