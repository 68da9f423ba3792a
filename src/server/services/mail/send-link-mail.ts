import 'server-only';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mailer';
import { profiles, sites, users } from '../../db/schema';
import { armEmailToken, type Purpose } from '../auth/email-tokens';
import { sendTemplateMail, type Template } from './send-mail';
import type { Locale } from '@/shared/constants';
import { paths } from '@/shared/paths';

export const LINK_MAIL_JOB = 'send-link-mail';

export type LinkMailPayload = { tokenId: number; siteId: number; origin: string; locale: Locale };

// Where each mailed link leads and which template carries it.
const LINKS: Partial<Record<Purpose, { path: string; template: Template }>> = {
  activate: { path: '/api/activate.php', template: 'activation' },
  reset_password: { path: paths.auth.resetPasswordDo, template: 'resetPassword' },
  reactivate: { path: '/api/reactivate.php', template: 'reactivate' },
  mail_change: { path: paths.auth.mailChangeDo, template: 'mailChange' },
};

// The reactivation link goes to a member in their deletion period; every other link to a live one.
async function recipient(db: Db, userId: number, siteId: number, purpose: Purpose) {
  const [member] = await db
    .select({ email: users.email, status: users.status, name: profiles.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), purpose === 'reactivate' ? isNotNull(users.deletedAt) : isNull(users.deletedAt)));
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId));
  return member && site ? { ...member, siteName: site.name } : null;
}

/**
 * The mail job: arms the reserved link with a fresh token and mails it. A link that was used or
 * expired meanwhile, a member who left, or an account already confirmed gets nothing. A thrown
 * send error makes the runner retry, with a new token each time.
 */
export async function sendLinkMail(deps: { db: Db; mailer: Mailer }, payload: LinkMailPayload, now = new Date()): Promise<void> {
  const armed = await armEmailToken(deps.db, payload.tokenId, now);
  const link = armed && LINKS[armed.purpose];
  if (!armed || !link) return;
  const member = await recipient(deps.db, armed.userId, payload.siteId, armed.purpose);
  if (!member || (armed.purpose === 'activate' && member.status === 'confirmed')) return;
  const url = `${payload.origin}${link.path}?token=${encodeURIComponent(armed.token)}`;
  // A new address is confirmed by a link mailed to that address, not to the one on the account.
  const to = armed.purpose === 'mail_change' ? armed.payload.email : member.email;
  if (!to) return;
  await sendTemplateMail({ mailer: deps.mailer, siteName: member.siteName }, to, payload.locale, link.template, {
    name: member.name,
    link: url,
  });
}
