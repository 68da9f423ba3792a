import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mailer';
import { reports, sites, users } from '../../db/schema';
import type { ServiceContext } from '../context';
import { mailLinkOrigin } from '../mail/link-origin';
import { sendTemplateMail } from '../mail/send-mail';
import { isLocale } from '@/shared/locale';
import { paths } from '@/shared/paths';

export const COMPLAINT_MAIL_JOB = 'send-complaint-mail';

/** Ids only: the address is read from the notice (or the member) when the mail goes. */
export type ComplaintMailPayload = { reportId: number; origin: string };

export async function queueComplaintMail(ctx: ServiceContext, reportId: number): Promise<void> {
  const payload: ComplaintMailPayload = { reportId, origin: mailLinkOrigin(ctx) };
  await ctx.jobs.enqueue(COMPLAINT_MAIL_JOB, payload);
}

/** The job: acknowledges the notice with its reference, in the language it was sent in. */
export async function sendComplaintMail(deps: { db: Db; mailer: Mailer }, payload: ComplaintMailPayload): Promise<void> {
  const [row] = await deps.db
    .select({ reference: reports.reference, email: reports.notifierEmail, memberEmail: users.email, language: reports.language, siteName: sites.name })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(sites, eq(sites.id, reports.siteId))
    .where(eq(reports.id, payload.reportId));
  const to = row?.email ?? row?.memberEmail;
  if (!row?.reference || !to || !row.siteName) return;
  const locale = isLocale(row.language) ? row.language : 'en';
  await sendTemplateMail({ mailer: deps.mailer, siteName: row.siteName }, to, locale, 'complaintReceived', {
    name: '',
    reference: row.reference,
    link: `${payload.origin}${paths.info('complaints')}`,
  });
}
