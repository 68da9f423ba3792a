import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { MailKind } from '@/shared/schemas/notifications';

/**
 * Whether a notification mail of this kind may go to the member: the account exists, mail was not
 * stopped (bounce, spam complaint, one-click unsubscribe) and the member left the kind on.
 */
export async function mayMail(db: Db, userId: number, kind: MailKind): Promise<boolean> {
  const [user] = await db
    .select({ prefs: users.notificationPrefs, disabled: users.notificationsDisabled, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.deletedAt) return false;
  return user.disabled.length === 0 && user.prefs[kind] !== false;
}
