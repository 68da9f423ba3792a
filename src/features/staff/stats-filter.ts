/** The statistics page's filter, as GET /api/staff/stats.php takes it (site: a domain, empty for all). */
export type StatsFilter = { from: string; to: string; site: string };

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Today as a UTC day: the statistics count in UTC days. */
export const todayUtc = (): string => utcDay(new Date());

/** The last 30 days up to today, every site. */
export function defaultStatsFilter(): StatsFilter {
  const now = Date.now();
  return { from: utcDay(new Date(now - 29 * DAY_MS)), to: utcDay(new Date(now)), site: '' };
}
