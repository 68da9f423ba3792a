import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { profiles } from '../../db/schema';

// The client polls user.php every 60 s (§7); writing at most every 2 minutes keeps "online" fresh
// without a write per poll.
const TOUCH_EVERY_MS = 120_000;

/** Marks the member as active now (drives the online dot and the "newest activity" search order). */
export async function touchActivity(ctx: AuthedContext): Promise<void> {
  await ctx.db
    .update(profiles)
    .set({ lastActiveAt: ctx.now })
    .where(and(eq(profiles.userId, ctx.actor.id), lt(profiles.lastActiveAt, new Date(ctx.now.getTime() - TOUCH_EVERY_MS))));
}
