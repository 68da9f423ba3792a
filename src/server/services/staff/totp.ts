import 'server-only';
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off still works. */
const WINDOW = 1;

/** The TOTP of a staff member (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator app reads it). */
function totpFor(secret: string, email: string): TOTP {
  return new TOTP({ issuer: 'Amora staff', label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new random secret (160 bits, base32) for enrolment. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/…?secret=…` URI an authenticator app enrols from (as a QR code or typed in). */
export function enrolmentUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The current code for a secret: the command line and tests log in with it. */
export function currentCode(secret: string, email: string, now: Date): string {
  return totpFor(secret, email).generate({ timestamp: now.getTime() });
}

/**
 * The time step of a valid code, or null. A code is accepted once: a step at or before
 * `lastStep` (the last code this staff member used) is refused, so an overheard code cannot be replayed.
 */
export function acceptedStep(secret: string, email: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, email).validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
