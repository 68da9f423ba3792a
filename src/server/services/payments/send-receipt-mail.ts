import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mailer';
import type { JobRunner } from '../../adapters/jobs/job-runner';
import { orders, profiles, sites, users } from '../../db/schema';
import { sendTemplateMail } from '../mail/send-mail';
import { isLocale } from '@/shared/locale';

export const RECEIPT_MAIL_JOB = 'send-receipt-mail';

export type ReceiptPayload = { orderId: number; origin: string };

/** Queued once, by the update that granted the purchase; the job retries a failed send. */
export async function queueReceipt(deps: { jobs: JobRunner }, orderId: number, origin: string): Promise<void> {
  await deps.jobs.enqueue<ReceiptPayload>(RECEIPT_MAIL_JOB, { orderId, origin });
}

function formatAmount(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** The receipt in the member's language: credits, amount, order number and a link to the order. */
export async function sendReceiptMail(deps: { db: Db; mailer: Mailer }, payload: ReceiptPayload): Promise<void> {
  const [row] = await deps.db
    .select({ order: orders, email: users.email, language: users.language, name: profiles.name, siteName: sites.name, domainLanguage: sites.domainLanguage })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(profiles, eq(profiles.userId, orders.userId))
    .innerJoin(sites, eq(sites.id, orders.siteId))
    .where(eq(orders.id, payload.orderId));
  if (!row) return;
  const fallback = row.domainLanguage.slice(0, 2);
  const locale = isLocale(row.language) ? row.language : isLocale(fallback) ? fallback : 'en';
  await sendTemplateMail({ mailer: deps.mailer, siteName: row.siteName }, row.email, locale, 'receipt', {
    name: row.name,
    link: `${payload.origin}/transactions/${row.order.id}`,
    credits: String(row.order.credits),
    amount: formatAmount(row.order.amountCents, row.order.currency, locale),
    order: String(row.order.id),
  });
}
