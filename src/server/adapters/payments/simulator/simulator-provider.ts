import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { simulatorPayments, type SimulatorPayment } from '../../../db/schema';
import type { JobRunner, RetryPolicy } from '../../jobs/job-runner';
import type { PaymentProvider, ProviderPayment, ProviderPaymentStatus } from '../payment-provider';
import { methodsForCountry } from '@/shared/payment-countries';
import { deliverSimulatorWebhook, fetchPoster, SIMULATOR_WEBHOOK_JOB, type SimulatorWebhookPayload, type WebhookPoster } from './simulator-webhook';

/** What the payer may choose on the simulator's checkout page. */
/** The simulator's name on orders and in the ledger: an order with it is a test payment. */
export const SIMULATOR_PROVIDER = 'simulator';

export const SIMULATOR_OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'pending'] as const;
export type SimulatorOutcome = (typeof SIMULATOR_OUTCOMES)[number];

const FINAL: ReadonlySet<string> = new Set(['paid', 'failed', 'canceled', 'expired']);

/** An open checkout nobody finished expires, as a provider's does (Mollie: within hours). */
export const SIMULATOR_EXPIRY_MS = 24 * 3_600_000;

/** Mollie's webhook schedule: 10 attempts over about 26 hours (183 s × (2^9 − 1) ≈ 26 h). */
export const MOLLIE_LIKE_RETRY: RetryPolicy = { retryLimit: 9, retryDelaySeconds: 183 };

export type SimulatorProvider = PaymentProvider & {
  name: typeof SIMULATOR_PROVIDER;
  find: (id: string) => Promise<SimulatorPayment | null>;
  /** The payer's choice on the checkout page; a final state is never changed. */
  settle: (id: string, outcome: SimulatorOutcome) => Promise<SimulatorPayment | null>;
  /** A chargeback from the payer's bank: the whole amount comes back, and the webhook is called. */
  chargeback: (id: string) => Promise<void>;
  /** One webhook attempt (the job); throws when our endpoint did not answer 2xx. */
  deliverWebhook: (id: string) => Promise<void>;
};

export type SimulatorOptions = { db: Db; jobs: JobRunner; webhookRetry?: RetryPolicy; post?: WebhookPoster };

function toProviderPayment(row: SimulatorPayment): ProviderPayment {
  const open = row.status === 'open';
  return {
    id: row.id,
    status: row.status as ProviderPaymentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    checkoutUrl: open ? checkoutUrlOf(row) : null,
    refundedCents: row.refundedCents,
    chargedBackCents: row.chargedBackCents,
    orderId: row.orderId,
  };
}

// The hosted page lives on our own API, at the origin the webhook is called on.
const checkoutUrlOf = (row: SimulatorPayment) => `${new URL(row.webhookUrl).origin}/api/payment-simulator.php?id=${encodeURIComponent(row.id)}`;

/** The built-in provider: payments in `simulator_payments`, a hosted test checkout, Mollie-like webhooks. */
export function createSimulatorProvider(options: SimulatorOptions): SimulatorProvider {
  const { db, jobs } = options;
  const retry = options.webhookRetry ?? MOLLIE_LIKE_RETRY;
  const find = async (id: string) => (await db.select().from(simulatorPayments).where(eq(simulatorPayments.id, id)))[0] ?? null;
  const callWebhook = (id: string) => jobs.enqueue<SimulatorWebhookPayload>(SIMULATOR_WEBHOOK_JOB, { paymentId: id }, retry);
  const update = async (id: string, set: Partial<SimulatorPayment>) => {
    await db
      .update(simulatorPayments)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(simulatorPayments.id, id));
    await callWebhook(id);
  };
  return {
    name: SIMULATOR_PROVIDER,
    kind: 'simulated',
    methodsFor: methodsForCountry,
    find,
    deliverWebhook: (id) => deliverSimulatorWebhook(db, options.post ?? fetchPoster, { paymentId: id }),
    async create(input) {
      const id = `tr_sim_${randomBytes(8).toString('hex')}`;
      const [row] = await db
        .insert(simulatorPayments)
        .values({
          id,
          orderId: input.orderId,
          amountCents: input.amountCents,
          currency: input.currency,
          method: input.method,
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          locale: input.locale,
        })
        .returning();
      return toProviderPayment(row!);
    },
    async get(id) {
      const row = await find(id);
      if (row?.status === 'open' && Date.now() - row.createdAt.getTime() > SIMULATOR_EXPIRY_MS) {
        await db.update(simulatorPayments).set({ status: 'expired', updatedAt: new Date() }).where(eq(simulatorPayments.id, id));
        return toProviderPayment({ ...row, status: 'expired' });
      }
      return row ? toProviderPayment(row) : null;
    },
    async settle(id, outcome) {
      const row = await find(id);
      if (!row) return null;
      if (FINAL.has(row.status) || row.status === outcome) return row;
      await update(id, { status: outcome });
      return find(id);
    },
    async refund(id, amountCents) {
      await db
        .update(simulatorPayments)
        .set({ refundedCents: sql`least(${simulatorPayments.amountCents}, ${simulatorPayments.refundedCents} + ${amountCents})` })
        .where(eq(simulatorPayments.id, id));
      await callWebhook(id);
    },
    async chargeback(id) {
      const row = await find(id);
      if (row) await update(id, { chargedBackCents: row.amountCents - row.refundedCents });
    },
  };
}

export const isSimulator = (provider: PaymentProvider): provider is SimulatorProvider => provider.name === SIMULATOR_PROVIDER && 'settle' in provider;
