// Dates of birth relative to today (UTC), so ages stay right whatever day the suite runs.

const DAY_MS = 86_400_000;

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/**
 * Born `years` years before the day `dayOffset` days from today: dayOffset 0 means the birthday is
 * today, +1 that it is tomorrow (so the member is still `years - 1`), -60 that it was 60 days ago.
 * A 29 February that the birth year lacks moves to the side that keeps that meaning.
 */
export function bornYearsAgo(years: number, dayOffset = 0, today: Date = new Date()): string {
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + dayOffset));
  const born = new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), day.getUTCDate()));
  const rolledOver = born.getUTCDate() !== day.getUTCDate();
  // 29 Feb → 1 Mar (still ahead) for a birthday to come, 28 Feb (already passed) otherwise.
  return isoDate(rolledOver && dayOffset <= 0 ? new Date(born.getTime() - DAY_MS) : born);
}

/** A date of birth that makes someone exactly `age` today (birthday a couple of months ago). */
export function dateOfBirthForAge(age: number): string {
  return bornYearsAgo(age, -60);
}
