import 'server-only';
import { eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { users, type User } from '../../db/schema';
import { MAIL_KINDS, type NotificationsUpdate } from '@/shared/schemas/notifications';
import type { NotificationsDto } from '@/shared/types/notifications';

type Stored = Pick<User, 'notificationPrefs' | 'notificationsDisabled'>;

/** The member's settings: every kind on unless the member turned it off. */
export function notificationsOf(user: Stored): NotificationsDto {
  const prefs = user.notificationPrefs;
  const email = Object.fromEntries(MAIL_KINDS.map((kind) => [kind, prefs[kind] !== false])) as NotificationsDto['email'];
  return { email, push: prefs.push !== false, notifications_disabled: user.notificationsDisabled };
}

/** GET /api/notifications.php */
export function getNotifications(ctx: AuthedContext): NotificationsDto {
  return notificationsOf(ctx.actor);
}

/** Saves the changed switches only; `enable_mail` lifts every reason mail was stopped for (§3). */
export async function saveNotifications(ctx: AuthedContext, input: NotificationsUpdate): Promise<NotificationsDto> {
  const changed: Record<string, boolean> = { ...input.email };
  if (input.push !== undefined) changed.push = input.push;
  const prefs = { ...ctx.actor.notificationPrefs, ...changed };
  const [user] = await ctx.db
    .update(users)
    .set({ notificationPrefs: prefs, ...(input.enable_mail ? { notificationsDisabled: [] } : {}) })
    .where(eq(users.id, ctx.actor.id))
    .returning();
  return notificationsOf(user);
}
