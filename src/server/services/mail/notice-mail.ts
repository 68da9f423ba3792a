import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mailer';
import { emailTokens, profiles, sites, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { mailLinkOrigin } from './link-origin';
import { sendTemplateMail } from './send-mail';
import { isLocale } from '@/shared/locale';
import type { Locale } from '@/shared/constants';

export const NOTICE_MAIL_JOB = 'send-notice-mail';

/**
 * A mail telling the member something happened to the account. The payload holds ids only: the
 * old address of an e-mail change is read from its token row (pg-boss keeps finished jobs a week).
 */
export type NoticeMailPayload = {
  userId: number;
  siteId: number;
  origin: string;
  locale: Locale;
  template: 'passwordChanged' | 'mailChangeNotice';
  tokenId?: number;
};

export async function queueNoticeMail(ctx: ServiceContext, template: NoticeMailPayload['template'], tokenId?: number): Promise<void> {
  const actor = ctx.actor;
  if (!actor) return;
  const payload: NoticeMailPayload = {
    userId: actor.id,
    siteId: ctx.site.id,
    origin: mailLinkOrigin(ctx),
    locale: isLocale(actor.language) ? actor.language : ctx.locale,
    template,
    tokenId,
  };
  await ctx.jobs.enqueue(NOTICE_MAIL_JOB, payload);
}

async function recipientAddress(db: Db, payload: NoticeMailPayload, current: string): Promise<string | undefined> {
  if (payload.template !== 'mailChangeNotice' || payload.tokenId === undefined) return current;
  const [token] = await db.select({ payload: emailTokens.payload }).from(emailTokens).where(eq(emailTokens.id, payload.tokenId));
  return token?.payload.old_email;
}

/** The job: mails the notice, with a link to choose a new password in case it was not the member. */
export async function sendNoticeMail(deps: { db: Db; mailer: Mailer }, payload: NoticeMailPayload): Promise<void> {
  const [member] = await deps.db
    .select({ email: users.email, name: profiles.name, siteName: sites.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(sites, eq(sites.id, payload.siteId))
    .where(and(eq(users.id, payload.userId), isNull(users.deletedAt)));
  if (!member) return;
  const to = await recipientAddress(deps.db, payload, member.email);
  if (!to) return;
  await sendTemplateMail({ mailer: deps.mailer, siteName: member.siteName }, to, payload.locale, payload.template, {
    name: member.name,
    link: `${payload.origin}/reset-password`,
  });
}
