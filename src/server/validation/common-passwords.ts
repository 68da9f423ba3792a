import 'server-only';
import { COMMON_PASSWORDS } from './common-passwords-list';

// Static data parsed once per bundle, never changed: the word list, not a cache.
const common = new Set(COMMON_PASSWORDS.split('\n'));

/** Whether a password is among the 10,000 most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
