// POST /api/payment-webhook.php – the provider says a payment changed (only its id; the state is fetched)
import 'server-only';
import type { Context } from 'hono';
import { factory } from '../factory';
import type { AppEnv } from '../middleware/request-context';
import { JSON_TYPE } from '../middleware/body-rules';
import { readJson } from '../validate';
import { ApiError } from '../../errors';
import { parseInput } from '../../validation/parse-input';
import { handlePaymentWebhook } from '../../services/payments/handle-webhook';
import { webhookSchema } from '@/shared/schemas/payments';

// Mollie posts a form; JSON is taken as well. Only `id` is read.
async function readBody(c: Context<AppEnv>): Promise<unknown> {
  if (JSON_TYPE.test(c.req.header('content-type') ?? '')) return readJson(c.req);
  // A form is all the content-type rule lets through besides JSON (body-rules.ts): read as text and
  // split here, without the full Request and FormData that parseBody builds.
  const text = await c.req.text().catch(() => '');
  return { id: new URLSearchParams(text).get('id') ?? undefined };
}

export const postPaymentWebhook = factory.createHandlers(async (c) => {
  const { metrics } = c.get('svc');
  try {
    const { id } = parseInput(webhookSchema, await readBody(c));
    await handlePaymentWebhook(c.get('svc'), id);
  } catch (err) {
    // Refused input is the caller's; anything else fails the call, and the provider retries it.
    metrics.webhook(err instanceof ApiError && err.status < 500 ? 'refused' : 'failed');
    throw err;
  }
  metrics.webhook('processed');
  return c.body(null, 200);
});
