import 'server-only';
import type { AuthedContext } from '../context';
import { memberDays } from '../../db/schema';
import { utcDay } from './days';

/**
 * Notes that the member used the site today (UTC), for the active-member count and the retention
 * cohorts. One insert per member and day per process: the process remembers what it wrote, and the
 * primary key makes a second instance's insert a no-op.
 */
export async function recordMemberDay(ctx: AuthedContext): Promise<void> {
  const day = utcDay(ctx.now);
  await ctx.caches.memberDays.getOrLoad(`${ctx.actor.id}:${day}`, async () => {
    await ctx.db.insert(memberDays).values({ day, userId: ctx.actor.id, siteId: ctx.actor.siteId }).onConflictDoNothing();
    return { day };
  });
}
