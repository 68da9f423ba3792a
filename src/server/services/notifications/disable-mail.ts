import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** §3's reasons mail stops for a member. */
export type DisableReason = 'fbl' | 'bounce' | 'listunsubscribe';

const addReason = (reason: DisableReason) =>
  sql`case when ${users.notificationsDisabled} @> ${JSON.stringify([reason])}::jsonb then ${users.notificationsDisabled}
    else ${users.notificationsDisabled} || ${JSON.stringify([reason])}::jsonb end`;

/** Stops notification mail to a member, once per reason. */
export async function disableMailForUser(db: Db, userId: number, reason: DisableReason): Promise<void> {
  await db
    .update(users)
    .set({ notificationsDisabled: addReason(reason) })
    .where(eq(users.id, userId));
}

/** The same by address (bounces and complaints name the address); how many accounts it hit. */
export async function disableMailForAddress(db: Db, email: string, reason: DisableReason): Promise<number> {
  const rows = await db
    .update(users)
    .set({ notificationsDisabled: addReason(reason) })
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: users.id });
  return rows.length;
}
