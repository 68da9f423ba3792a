import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Container } from '../../container';
import { memberEvents, pushSubscriptions, sites, users } from '../../db/schema';
import { sendWebPush } from '../../adapters/push/web-push-sender';
import { getVapidKeys } from '../sites/push-keys';
import { fictionalLabel } from '../sites/fictional-label';
import { pushNotification } from './push-notification';
import { pickLocale } from '@/shared/locale';

export const SEND_PUSH_JOB = 'send-push';

/** The job names the stored event, not its content: the queue never holds message texts. */
export type SendPushPayload = { userId: number; seq: number };

async function loadRecipient(db: Container['db'], userId: number) {
  const [row] = await db
    .select({ language: users.language, site: sites })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * Job: the push for one stored event, in the member's language, to each of their subscriptions.
 * Subscriptions the push service has forgotten (404/410) are deleted; when every send failed the
 * job throws, so the runner retries it.
 */
export async function sendMemberPush(deps: Pick<Container, 'db' | 'caches' | 'pushAllowOrigins'>, { userId, seq }: SendPushPayload): Promise<void> {
  const [event] = await deps.db
    .select()
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), eq(memberEvents.seq, seq)));
  const recipient = event ? await loadRecipient(deps.db, userId) : null;
  if (!event || !recipient) return;
  const { language, site } = recipient;
  const locale = pickLocale({ userLanguage: language, domainLanguage: site.domainLanguage });
  const notification = pushNotification({ locale, fictionalLabel: fictionalLabel(site, locale) }, event.type, event.payload);
  const targets = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  if (!notification || !targets.length) return;
  const keys = await getVapidKeys(deps);
  const vapid = { subject: `mailto:${site.supportEmail ?? 'no-reply@localhost'}`, ...keys };
  const options = { urgency: event.type === 'message' ? ('high' as const) : ('normal' as const), trustedOrigins: deps.pushAllowOrigins };
  const outcomes = await Promise.all(targets.map((target) => sendWebPush(target, JSON.stringify(notification), vapid, options)));
  const gone = targets.filter((_, i) => outcomes[i] === 'gone').map((target) => target.id);
  if (gone.length) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  if (outcomes.every((outcome) => outcome === 'failed')) throw new Error(`push for event ${seq} failed at every push service`);
}
