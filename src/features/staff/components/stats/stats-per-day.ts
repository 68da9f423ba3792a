import type { StatsDayDto, StatsDto } from '@/shared/types/stats';

/** The days the rollup counted, in order (a day may have a row per site). */
export const daysOf = (stats: StatsDto): string[] => [...new Set(stats.days.map((row) => row.day))].sort();

/** One figure per day, summed over the sites. */
export function sumPerDay(stats: StatsDto, days: string[], value: (row: StatsDayDto) => number): number[] {
  const sums = new Map(days.map((day) => [day, 0]));
  for (const row of stats.days) sums.set(row.day, (sums.get(row.day) ?? 0) + value(row));
  return days.map((day) => sums.get(day) ?? 0);
}
