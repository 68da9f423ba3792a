import 'server-only';
import path from 'node:path';
import { createContainer, setContainer, type Container } from './container';
import { openDb, type DbHandle } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { seed } from './db/seed/seed';
import { createMailer } from './adapters/mail/nodemailer-mailer';
import { createLocalStorage } from './adapters/storage/local-storage';
import { createCacheSet } from './cache/caches';
import { createLocalInvalidator, createRedisInvalidator, type CacheInvalidator } from './cache/invalidation';
import { startBackgroundJobs } from './jobs/start';
import { dataDir, env } from './env';
import { log } from './log';

/** Everything behind the HTTP server: database, process container and background work. */
export type Backend = { container: Container; db: DbHandle; close: () => Promise<void> };

async function openDatabase(): Promise<DbHandle> {
  const handle = await openDb({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(dataDir, 'pgdata') });
  const where = handle.kind === 'postgres' ? 'PostgreSQL' : path.join(dataDir, 'pgdata');
  log.info(`database: ${where}, ${handle.migrationsApplied} migration(s) applied`);
  return handle;
}

async function buildContainer(handle: DbHandle): Promise<{ container: Container; invalidator: CacheInvalidator }> {
  const caches = createCacheSet();
  const invalidator = env.REDIS_URL ? await createRedisInvalidator(caches, env.REDIS_URL) : createLocalInvalidator(caches);
  const container = createContainer({
    db: handle.db,
    mailer: createMailer({ from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, mailDir: path.join(dataDir, 'mail'), log: (line) => log.info(line) }),
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    publicUrl: env.PUBLIC_URL,
    caches,
    invalidator: () => invalidator,
  });
  return { container, invalidator };
}

/**
 * Boots the backend once per process: takes the embedded data directory's lock (before anything
 * touches it), opens and migrates the database, seeds, builds the container and starts the jobs.
 */
export async function bootBackend(): Promise<Backend> {
  const releaseLock = env.DATABASE_URL ? () => {} : lockDataDir(dataDir, 'server');
  try {
    const handle = await openDatabase();
    await seed(handle.db, createLocalStorage(path.join(dataDir, 'uploads')), { members: env.DEMO_MEMBERS, log: (line) => log.info(`seed: ${line}`) });
    const { container, invalidator } = await buildContainer(handle);
    setContainer(container);
    const stopJobs = startBackgroundJobs(handle.db);
    const close = async () => {
      stopJobs();
      await invalidator.close();
      await handle.close();
      releaseLock();
    };
    return { container, db: handle, close };
  } catch (err) {
    releaseLock();
    throw err;
  }
}
