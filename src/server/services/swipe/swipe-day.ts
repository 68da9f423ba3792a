import 'server-only';

export type SwipeDay = { start: Date; resetsAt: Date };

const DEFAULT_TIME_ZONE = 'Europe/Amsterdam';

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    // A mistyped zone in a site row must not break the game: fall back to the default zone.
    return formatterFor(DEFAULT_TIME_ZONE);
  }
}

/** The wall-clock fields of `instant` in the zone. */
function wallClock(format: Intl.DateTimeFormat, instant: Date): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** How far the zone's clock is ahead of UTC at `instant`, in ms. */
function offsetAt(format: Intl.DateTimeFormat, instant: Date): number {
  const p = wallClock(format, instant);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the zone's clock shows midnight at the start of the given calendar day. */
function midnight(format: Intl.DateTimeFormat, year: number, month: number, day: number): Date {
  const asUtc = Date.UTC(year, month - 1, day);
  // Two rounds: the offset at midnight may differ from the offset at the first guess (DST).
  const guess = asUtc - offsetAt(format, new Date(asUtc));
  return new Date(asUtc - offsetAt(format, new Date(guess)));
}

/**
 * §9: the swipe game's day in the site's time zone (sites.time_zone): when today began there and
 * when tomorrow begins, which is when the daily likes come back.
 */
export function swipeDay(timeZone: string, now: Date): SwipeDay {
  const format = formatterFor(timeZone);
  const today = wallClock(format, now);
  return {
    start: midnight(format, today.year, today.month, today.day),
    resetsAt: midnight(format, today.year, today.month, today.day + 1),
  };
}
