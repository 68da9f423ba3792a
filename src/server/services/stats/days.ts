const DAY_MS = 86_400_000;

/** The UTC calendar day of a moment, as YYYY-MM-DD: the statistics count in UTC days. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The day `n` days after (or before, for negative n) a YYYY-MM-DD day. */
export const addDays = (day: string, n: number): string => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The first moment of a day and of the day after, for half-open range queries. */
export const dayBounds = (day: string): { start: Date; end: Date } => {
  const start = new Date(`${day}T00:00:00Z`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
};

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** How many days `to` lies after `from`. */
export const dayDiff = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
