import 'server-only';
import { getDb } from '../db/client';
import { log } from '../log';
import { purgeExpired } from './purge-expired';

const HOUR_MS = 3_600_000;

/** In-process worker of the embedded mode (pg-boss takes over at scale, roadmap step 7). */
export function startBackgroundJobs(): void {
  const run = async () => {
    try {
      await purgeExpired(await getDb(), new Date());
    } catch (err) {
      log.error('purging expired rows failed', err);
    }
  };
  // First run a minute after start, so it never competes with the first requests.
  setTimeout(run, 60_000).unref();
  setInterval(run, HOUR_MS).unref();
}
