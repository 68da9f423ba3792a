import 'server-only';
import path from 'node:path';
import { createContainer, setContainer, type Container } from './container';
import { openDb, type DbHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seed } from './db/seed/seed';
import { demoDataWanted } from './db/seed/demo-marker';
import { createMailer } from './adapters/mail/nodemailer-mailer';
import { createSmsSender } from './adapters/sms/create-sms-sender';
import { createStorage, describeStorage } from './adapters/storage/create-storage';
import type { PhotoStorage } from './adapters/storage/storage';
import { mediaStorageOptions } from './media-storage';
import { createPartnerProvider } from './adapters/partners/create-partner-provider';
import { createCacheSet } from './cache/caches';
import { createLocalInvalidator, createRedisInvalidator, type CacheInvalidator } from './cache/invalidation';
import { createMemoryRateLimits, createRedisRateLimits } from './adapters/ratelimit/create-rate-limits';
import type { RateLimits } from './adapters/ratelimit/rate-limits';
import { createRedisBus } from './adapters/events/redis-bus';
import { installationId } from './services/sites/installation-id';
import { createJobRunner } from './adapters/jobs/create-job-runner';
import { createPaymentProvider, simulatorAllowed } from './adapters/payments/create-payment-provider';
import { defineJobs, scheduleJobs } from './jobs/define-jobs';
import { createImageQueue, DEFAULT_IMAGE_QUEUE_LIMITS } from './services/photos/image-queue';
import { loadMediaSigner } from './services/photos/media-signer';
import { sweepOrphanPhotos } from './services/photos/sweep-orphan-photos';
import { dataDir, env, firstSite } from './env';
import { log } from './log';
import { createMetrics, type Metrics } from './metrics/metrics';
import { createReadiness, type Readiness, type ReadinessCheck } from './health/readiness';
import { createRedisProbe } from './health/redis-probe';
import { sql } from 'drizzle-orm';
import type { PaymentsKind } from '@/shared/types/payments';

/** Everything behind the HTTP server: database, process container and background work. */
export type Backend = {
  container: Container;
  db: DbHandle;
  /** GET /readyz: the database and (with REDIS_URL) Redis answer in time. */
  readiness: () => Promise<Readiness>;
  close: () => Promise<void>;
};

async function openDatabase(): Promise<DbHandle> {
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pgdata'), poolSize: env.DATABASE_POOL_SIZE });
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : path.join(dataDir, 'pgdata');
  log.info(`database: ${where}, ${handle.migrationsApplied} migration(s) applied`);
  return handle;
}

// Said at every start, so nobody mistakes the simulator's test payments for money, or wonders why nothing can be bought.
const PAYMENTS_LOG: Record<PaymentsKind, string> = {
  real: 'payments: Mollie',
  simulated: 'payments: the built-in simulator takes TEST payments only, nothing is charged (set MOLLIE_API_KEY for real payments)',
  unavailable: 'payments: not available: set MOLLIE_API_KEY (or PAYMENT_PROVIDER=simulator for test payments on a staging copy)',
};

type Built = { container: Container; invalidator: CacheInvalidator; rateLimits: RateLimits };

/** The metrics of this process, reading the pool and the job queue when scraped. */
function processMetrics(handle: DbHandle): Metrics {
  const metrics = createMetrics({ processMetrics: true });
  metrics.observe({ pool: handle.poolUse });
  return metrics;
}

async function buildContainer(handle: DbHandle, storage: PhotoStorage): Promise<Built> {
  const metrics = processMetrics(handle);
  const caches = createCacheSet();
  const invalidator = env.REDIS_URL ? await createRedisInvalidator(caches, env.REDIS_URL) : createLocalInvalidator(caches);
  const rateLimits = env.REDIS_URL ? await createRedisRateLimits(env.REDIS_URL) : createMemoryRateLimits();
  const events = env.REDIS_URL ? await createRedisBus(env.REDIS_URL, { namespace: await installationId(handle.db) }) : undefined;
  const jobs = createJobRunner({
    databaseUrl: env.DATABASE_URL,
    log: { ...log, failed: metrics.jobFailed },
    cronCheckSeconds: env.JOBS_CRON_CHECK_SECONDS,
    batchSize: env.JOB_BATCH_SIZE,
  });
  metrics.observe({ jobsWaiting: () => jobs.waiting() });
  const retrySeconds = env.SIMULATOR_WEBHOOK_RETRY_SECONDS;
  const payments = createPaymentProvider({
    db: handle.db,
    jobs,
    mollieApiKey: env.MOLLIE_API_KEY,
    mollieApiUrl: env.MOLLIE_API_URL,
    simulator: simulatorAllowed(env),
    simulatorWebhookRetry: retrySeconds === undefined ? undefined : { retryLimit: 9, retryDelaySeconds: retrySeconds },
  });
  log.info(PAYMENTS_LOG[payments.kind]);
  const container = createContainer({
    db: handle.db,
    mailer: createMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, mailDir: path.join(dataDir, 'mail'), log: (line) => log.info(line) }),
    sms: createSmsSender({ url: env.SMS_URL, token: env.SMS_TOKEN, outboxDir: path.join(dataDir, 'sms'), log: (line) => log.info(line) }),
    storage,
    images: createImageQueue(DEFAULT_IMAGE_QUEUE_LIMITS),
    mediaSigner: await loadMediaSigner(handle.db),
    mailEventsToken: env.MAIL_EVENTS_TOKEN,
    bounceMailDir: env.BOUNCE_MAILDIR ?? path.join(dataDir, 'bounces'),
    jobs,
    payments,
    publicUrl: env.PUBLIC_URL,
    staffHost: env.STAFF_HOST,
    serverPort: env.PORT,
    caches,
    rateLimits,
    events,
    pushAllowOrigins: env.PUSH_ALLOW_ORIGINS,
    partners: createPartnerProvider({ feedUrl: env.PARTNER_FEED_URL, feedKey: env.PARTNER_FEED_KEY }),
    invalidator: () => invalidator,
    metrics,
  });
  return { container, invalidator, rateLimits };
}

/**
 * Finishes or removes photo files a crash left behind. Embedded, the data-directory lock proves no
 * upload is in progress, so every leftover goes; with several instances only files old enough that no
 * upload can still own them.
 */
async function tidyPhotoFolder(container: Container): Promise<void> {
  const result = await sweepOrphanPhotos(container.db, container.storage, { minAgeMs: env.DATABASE_URL ? undefined : 0 });
  if (result.removed || result.published) log.info(`photos: ${result.published} staged file(s) published, ${result.removed} orphan(s) removed`);
}

/** GET /readyz's checks: a query on the database, a PING on a Redis connection of its own. */
function readinessOf(handle: DbHandle): { readiness: () => Promise<Readiness>; close: () => Promise<void> } {
  const redisProbe = env.REDIS_URL ? createRedisProbe(env.REDIS_URL) : null;
  const checks: ReadinessCheck[] = [{ name: 'database', run: () => handle.db.execute(sql`select 1`) }];
  if (redisProbe) checks.push({ name: 'redis', run: redisProbe.ping });
  return { readiness: createReadiness(checks), close: async () => redisProbe?.close() };
}

/**
 * Boots the backend once per process: takes the embedded data directory's lock (before anything
 * touches it), opens and migrates the database, seeds, builds the container and starts the jobs.
 */
export async function bootBackend(): Promise<Backend> {
  const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir, 'server');
  try {
    const handle = await openDatabase();
    const storage = createStorage(mediaStorageOptions());
    log.info(`photos and exports: ${describeStorage(mediaStorageOptions())}`);
    // Instances starting together on one PostgreSQL seed one after the other (the seed adds only what is missing).
    await handle.exclusive(() =>
      seed(handle.db, storage, {
        demo: demoDataWanted(env),
        firstSite,
        members: env.DEMO_MEMBERS,
        log: (line) => log.info(`seed: ${line}`),
      }),
    );
    const { container, invalidator, rateLimits } = await buildContainer(handle, storage);
    setContainer(container);
    await tidyPhotoFolder(container);
    defineJobs(container.jobs);
    await scheduleJobs(container.jobs, { minutes: env.PURGE_EVERY_MINUTES }, { minutes: env.RECONCILE_EVERY_MINUTES });
    await container.jobs.start();
    const ready = readinessOf(handle);
    const close = async () => {
      container.streams.endAll();
      await container.jobs.stop();
      await invalidator.close();
      await container.events.close();
      await rateLimits.close();
      await ready.close();
      await handle.close();
      releaseLock();
    };
    return { container, db: handle, readiness: ready.readiness, close };
  } catch (err) {
    releaseLock();
    throw err;
  }
}
