import 'server-only';
import type { Db } from '../db/client';
import { log } from '../log';
import { purgeExpired } from './purge-expired';

const HOUR_MS = 3_600_000;

/** In-process worker of the embedded mode (pg-boss takes over at scale, roadmap step 7). */
export function startBackgroundJobs(db: Db): () => void {
  const run = async () => {
    try {
      await purgeExpired(db, new Date());
    } catch (err) {
      log.error('purging expired rows failed', err);
    }
  };
  // First run a minute after start, so it never competes with the first requests.
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, HOUR_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
