import 'server-only';
import { and, count, eq, gte } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { swipeDecisions } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import { tooManyRequests, type ApiError } from '../../errors';
import { swipeDay } from './swipe-day';
import { SWIPE_LIKES_PER_DAY } from '@/shared/constants';

export type LikesLeft = { likesLeft: number; resetsAt: Date };

/** §9: how many of today's swipe likes are left, today being the site's calendar day. */
export async function swipeLikesLeft(ctx: Pick<ServiceContext, 'site' | 'now'>, db: DbOrTx, userId: number): Promise<LikesLeft> {
  const day = swipeDay(ctx.site.timeZone, ctx.now);
  const [{ n }] = await db
    .select({ n: count() })
    .from(swipeDecisions)
    .where(and(eq(swipeDecisions.userId, userId), eq(swipeDecisions.decision, 'like'), gte(swipeDecisions.createdAt, day.start)));
  return { likesLeft: Math.max(0, SWIPE_LIKES_PER_DAY - n), resetsAt: day.resetsAt };
}

/** 429 swipe_limit_reached, with when the likes come back (details.resets_at and Retry-After). */
export function swipeLimitReached(now: Date, resetsAt: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  return tooManyRequests(seconds, 'swipe_limit_reached', { count: SWIPE_LIKES_PER_DAY, resets_at: resetsAt.toISOString() });
}
