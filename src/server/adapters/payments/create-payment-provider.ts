import 'server-only';
import type { Db } from '../../db/client';
import type { JobRunner, RetryPolicy } from '../jobs/job-runner';
import type { PaymentProvider } from './payment-provider';
import { createSimulatorProvider } from './simulator/simulator-provider';
import type { WebhookPoster } from './simulator/simulator-webhook';

export type PaymentProviderOptions = {
  db: Db;
  jobs: JobRunner;
  /** MOLLIE_API_KEY: payments through Mollie; without it the built-in simulator. */
  mollieApiKey?: string;
  /** The simulator's webhook retry schedule (tests use a short one). */
  simulatorWebhookRetry?: RetryPolicy;
  /** How the simulator reaches our webhook (fetch; the app itself in tests). */
  simulatorPost?: WebhookPoster;
};

/** The payment provider of this process: Mollie with an API key, else the built-in simulator. */
export function createPaymentProvider(options: PaymentProviderOptions): PaymentProvider {
  if (options.mollieApiKey) {
    // MOLLIE: createMollieProvider({ apiKey: options.mollieApiKey }) from ./mollie is returned here.
    throw new Error('MOLLIE_API_KEY is set, but this build has no Mollie provider');
  }
  return createSimulatorProvider({ db: options.db, jobs: options.jobs, webhookRetry: options.simulatorWebhookRetry, post: options.simulatorPost });
}
