import 'server-only';

// Belt and braces for the log (ARCHITECTURE.md: no secrets, tokens or e-mail addresses in logs):
// callers already leave them out; these patterns catch what slips through, e.g. inside an error.
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const SECRET_PARAM = /([?&;](?:token|t|code|key|secret|password|signature|sig|auth|session)=)[^&\s"'<>]+/gi;
const SECRET_JSON = /("(?:token|password|password_repeat|secret|auth|p256dh|session)"\s*:\s*")[^"]*/gi;
const SESSION_COOKIE = /((?:__Host-)?session=)[^;\s"']+/gi;
// Payment provider credentials: Mollie API keys and OAuth tokens, and any bearer header.
const API_KEY = /\b(?:live|test|access)_[A-Za-z0-9]{20,}\b/g;
const BEARER = /(Bearer\s+)[^\s"',]+/gi;
// A whole Cookie header (every cookie, not only the session's), as an HTTP error may quote it.
const COOKIE_HEADER = /(\bcookie:\s*)[^\n]+/gi;
// A direct debit's IBAN, grouped or not (as stored: upper case): two letters, two check digits, 11 to 30 more.
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g;

export const REDACTED = '[redacted]';

export function redact(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(SECRET_JSON, `$1${REDACTED}`)
    .replace(SESSION_COOKIE, `$1${REDACTED}`)
    .replace(API_KEY, REDACTED)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(COOKIE_HEADER, `$1${REDACTED}`)
    .replace(IBAN, '[iban]');
}

/** An error as one redacted text: its stack (or message) and, for driver errors, their detail. */
export function describeError(err: unknown): string {
  if (err instanceof Error) {
    const detail = (err as Error & { detail?: unknown }).detail;
    const cause = err.cause instanceof Error ? `\ncaused by: ${err.cause.stack ?? err.cause.message}` : '';
    return redact(`${err.stack ?? err.message}${typeof detail === 'string' ? `\n${detail}` : ''}${cause}`);
  }
  return redact(typeof err === 'string' ? err : (JSON.stringify(err) ?? String(err)));
}
