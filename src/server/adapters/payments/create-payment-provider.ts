import 'server-only';
import type { Db } from '../../db/client';
import type { JobRunner, RetryPolicy } from '../jobs/job-runner';
import type { PaymentProvider } from './payment-provider';
import { createMollieProvider } from './mollie/create-mollie-provider';
import { createSimulatorProvider } from './simulator/simulator-provider';
import { createUnavailableProvider } from './unavailable-provider';
import type { WebhookPoster } from './simulator/simulator-webhook';

export type PaymentProviderOptions = {
  db: Db;
  jobs: JobRunner;
  /** MOLLIE_API_KEY: payments through Mollie. */
  mollieApiKey?: string;
  /** Without a Mollie key: the built-in simulator (embedded demo, or PAYMENT_PROVIDER=simulator), else no payments. */
  simulator?: boolean;
  /** MOLLIE_API_URL: another root of Mollie's API (a local stand-in). */
  mollieApiUrl?: string;
  /** The simulator's webhook retry schedule (tests use a short one). */
  simulatorWebhookRetry?: RetryPolicy;
  /** How the simulator reaches our webhook (fetch; the app itself in tests). */
  simulatorPost?: WebhookPoster;
};

/**
 * Whether the built-in simulator may take (test) payments when there is no Mollie key: in the
 * embedded demo (no DATABASE_URL), and on PostgreSQL only when PAYMENT_PROVIDER=simulator asks for it
 * (a staging copy). A real deployment never takes make-believe payments by accident.
 */
export function simulatorAllowed(config: { DATABASE_URL?: string; PAYMENT_PROVIDER?: 'simulator' }): boolean {
  return !config.DATABASE_URL || config.PAYMENT_PROVIDER === 'simulator';
}

/**
 * The payment provider of this process: Mollie with an API key; else the built-in simulator where it
 * is allowed (simulator: true, the default for tests and the embedded demo); else none, so a real
 * deployment never takes make-believe payments.
 */
export function createPaymentProvider(options: PaymentProviderOptions): PaymentProvider {
  if (options.mollieApiKey) return createMollieProvider({ apiKey: options.mollieApiKey, apiEndpoint: options.mollieApiUrl });
  if (options.simulator === false) return createUnavailableProvider();
  return createSimulatorProvider({ db: options.db, jobs: options.jobs, webhookRetry: options.simulatorWebhookRetry, post: options.simulatorPost });
}
