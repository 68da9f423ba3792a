import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { profiles } from '../../db/schema';
import { recordMemberDay } from '../stats/record-member-day';

// A logged-in client refetches user.php every 60 s, or 300 s with push (§7). Each instance writes a
// member's activity at most once a minute (remembered in the process cache), and the WHERE clause
// keeps instances from repeating it.
const TOUCH_EVERY_MS = 60_000;

/** Marks the member as active now (drives the online dot and the "newest activity" search order) and today as a day of use. */
export async function touchActivity(ctx: AuthedContext): Promise<void> {
  await recordMemberDay(ctx);
  await ctx.caches.activity.getOrLoad(String(ctx.actor.id), async () => {
    await ctx.db
      .update(profiles)
      .set({ lastActiveAt: ctx.now })
      .where(and(eq(profiles.userId, ctx.actor.id), lt(profiles.lastActiveAt, new Date(ctx.now.getTime() - TOUCH_EVERY_MS))));
    return { at: ctx.now.getTime() };
  });
}
