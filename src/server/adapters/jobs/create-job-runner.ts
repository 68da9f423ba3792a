import 'server-only';
import type { JobRunner } from './job-runner';
import type { JobLog } from './job-log';
import { createInProcessRunner } from './in-process-runner';
import { createPgBossRunner } from './pg-boss-runner';

type Options = { databaseUrl?: string; log: JobLog; cronCheckSeconds?: number; batchSize?: number };

/** pg-boss when the data lives in PostgreSQL (shared by every instance), in-process on PGlite. */
export function createJobRunner({ databaseUrl, log, cronCheckSeconds, batchSize }: Options): JobRunner {
  return databaseUrl ? createPgBossRunner({ connectionString: databaseUrl, log, cronCheckSeconds, batchSize }) : createInProcessRunner({ log });
}
