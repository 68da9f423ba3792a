import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { simulatorPayments } from '../../../db/schema';

export const SIMULATOR_WEBHOOK_JOB = 'simulator-webhook';

export type SimulatorWebhookPayload = { paymentId: string };

/** Sends a form-encoded body to a URL and answers the HTTP status (fetch, or the app itself in tests). */
export type WebhookPoster = (url: string, body: string) => Promise<number>;

export const fetchPoster: WebhookPoster = async (url, body) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(15_000) });
  return res.status;
};

/**
 * One webhook attempt, as Mollie makes it: only the id, form-encoded. Anything but a 2xx answer
 * throws, so the job runner tries again on the provider's schedule.
 */
export async function deliverSimulatorWebhook(db: Db, post: WebhookPoster, payload: SimulatorWebhookPayload): Promise<void> {
  const [row] = await db
    .update(simulatorPayments)
    .set({ webhookCalls: sql`${simulatorPayments.webhookCalls} + 1` })
    .where(eq(simulatorPayments.id, payload.paymentId))
    .returning({ webhookUrl: simulatorPayments.webhookUrl });
  if (!row) return;
  const status = await post(row.webhookUrl, new URLSearchParams({ id: payload.paymentId }).toString());
  if (status < 200 || status > 299) throw new Error(`webhook for ${payload.paymentId} answered ${status}`);
}
