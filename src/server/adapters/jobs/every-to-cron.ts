import 'server-only';
import type { Every } from './job-runner';

/** A period as a cron expression: a divisor of an hour in minutes, or of a day in hours. */
export function everyToCron({ minutes }: Every): string {
  if (minutes === 1) return '* * * * *';
  if (minutes < 60 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  const hours = minutes / 60;
  if (hours === 1) return '0 * * * *';
  if (Number.isInteger(hours) && hours < 24 && 24 % hours === 0) return `0 */${hours} * * *`;
  if (hours === 24) return '0 0 * * *';
  throw new Error(`a period of ${minutes} minutes cannot be scheduled: use a divisor of an hour or a day`);
}
