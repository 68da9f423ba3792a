import 'server-only';
import { randomBytes } from 'node:crypto';

// Crockford's base32: no I, L, O or U, so a reference read out on the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 10;

/** A queue item's public reference: `N-` and 10 random base32 characters (50 bits, not guessable). */
export function newReportReference(): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return `N-${code}`;
}
