import 'server-only';
import type { Container } from '../../container';
import { rollupRange, rollupRecent } from './rollup-days';

export const STATS_ROLLUP_JOB = 'stats-rollup';

/** Empty for the periodic run (today, yesterday, maturing cohorts); a range to count those days again. */
export type StatsRollupPayload = { from?: string; to?: string };

export async function runStatsRollup({ db }: Pick<Container, 'db'>, payload: StatsRollupPayload, now = new Date()): Promise<void> {
  if (payload.from && payload.to) await rollupRange(db, payload.from, payload.to, now);
  else await rollupRecent(db, now);
}
