import 'server-only';
import type { Container } from '../container';
import type { Every } from '../adapters/jobs/job-runner';
import { LINK_MAIL_JOB, sendLinkMail, type LinkMailPayload } from '../services/mail/send-link-mail';
import { purgeExpired } from './purge-expired';
import { log } from '../log';

export const PURGE_EXPIRED_JOB = 'purge-expired';

/** Every job this application runs, bound to the process container. */
export function defineJobs(container: Container): void {
  // Periodic: a failed purge is simply done by the next tick.
  container.jobs.handle(
    PURGE_EXPIRED_JOB,
    async () => {
      await purgeExpired(container.db, new Date());
      log.info(`${PURGE_EXPIRED_JOB}: expired rows purged (pid ${process.pid})`);
    },
    { retryLimit: 0, retryDelaySeconds: 0 },
  );
  container.jobs.handle<LinkMailPayload>(LINK_MAIL_JOB, (payload) => sendLinkMail(container, payload));
}

/** The periodic jobs; each instance declares them, the runner runs each tick once per cluster. */
export async function scheduleJobs(container: Container, purgeEvery: Every): Promise<void> {
  await container.jobs.schedule(PURGE_EXPIRED_JOB, purgeEvery);
}
