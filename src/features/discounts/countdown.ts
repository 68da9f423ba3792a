/** Whole seconds left until `expires` (never below 0). */
export function secondsLeft(expires: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(expires) - now) / 1_000));
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** §4: the countdown as hh:mm:ss. */
export function formatCountdown(seconds: number): string {
  return [Math.floor(seconds / 3_600), Math.floor((seconds % 3_600) / 60), seconds % 60].map(twoDigits).join(':');
}
