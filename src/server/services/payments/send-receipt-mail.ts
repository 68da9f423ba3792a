import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Mailer } from '../../adapters/mail/mailer';
import type { JobRunner } from '../../adapters/jobs/job-runner';
import { orders, profiles, sites, users } from '../../db/schema';
import { sendTemplateMail } from '../mail/send-mail';
import { isLocale } from '@/shared/locale';
import type { Locale } from '@/shared/constants';
import { translate } from '../../i18n/translate';
import { SIMULATOR_PROVIDER } from '../../adapters/payments/simulator/simulator-provider';

export const RECEIPT_MAIL_JOB = 'send-receipt-mail';

export type ReceiptPayload = { orderId: number; origin: string };

/** Queued once, by the update that granted the purchase; the job retries a failed send. */
export async function queueReceipt(deps: { jobs: JobRunner }, orderId: number, origin: string): Promise<void> {
  await deps.jobs.enqueue<ReceiptPayload>(RECEIPT_MAIL_JOB, { orderId, origin });
}

/** The simulator moved no money: its receipt says so in the subject and first line. */
function testPaymentNotice(provider: string, locale: Locale): { label: string; text: string } | undefined {
  if (provider !== SIMULATOR_PROVIDER) return undefined;
  return { label: translate(locale, 'Mail.testPayment.label'), text: translate(locale, 'Mail.testPayment.text') };
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
  await sendTemplateMail(
    { mailer: deps.mailer, siteName: row.siteName },
    row.email,
    locale,
    'receipt',
    {
      name: row.name,
      link: `${payload.origin}/transactions/${row.order.id}`,
      credits: String(row.order.credits),
      amount: formatAmount(row.order.amountCents, row.order.currency, locale),
      order: String(row.order.id),
    },
    undefined,
    testPaymentNotice(row.order.provider, locale),
  );
}
