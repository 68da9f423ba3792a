import 'server-only';
import type { Db } from '../../db/client';
import type { JobRunner, RetryPolicy } from '../jobs/job-runner';
import type { PaymentProvider } from './payment-provider';
import { createMollieProvider } from './mollie/create-mollie-provider';
import { createSimulatorProvider } from './simulator/simulator-provider';
import type { WebhookPoster } from './simulator/simulator-webhook';

export type PaymentProviderOptions = {
  db: Db;
  jobs: JobRunner;
  /** MOLLIE_API_KEY: payments through Mollie; without it the built-in simulator. */
  mollieApiKey?: string;
  /** MOLLIE_API_URL: another root of Mollie's API (a local stand-in). */
  mollieApiUrl?: string;
  /** The simulator's webhook retry schedule (tests use a short one). */
  simulatorWebhookRetry?: RetryPolicy;
  /** How the simulator reaches our webhook (fetch; the app itself in tests). */
  simulatorPost?: WebhookPoster;
};

/** The payment provider of this process: Mollie with an API key, else the built-in simulator. */
export function createPaymentProvider(options: PaymentProviderOptions): PaymentProvider {
  if (options.mollieApiKey) return createMollieProvider({ apiKey: options.mollieApiKey, apiEndpoint: options.mollieApiUrl });
  return createSimulatorProvider({ db: options.db, jobs: options.jobs, webhookRetry: options.simulatorWebhookRetry, post: options.simulatorPost });
}
