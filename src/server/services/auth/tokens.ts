import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** A random 256-bit token for a cookie or a mailed link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak hands out no sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
