import 'server-only';
import { cookies } from 'next/headers';
import { ENTRY_DISMISSED_COOKIE } from './entry-rules';

/**
 * Whether this visitor confirmed an age warning before, as the cookie the warning sets tells the
 * server: the page is then rendered without the warning instead of with it.
 */
export async function entryDismissedByCookie(): Promise<boolean> {
  const value = (await cookies()).get(ENTRY_DISMISSED_COOKIE)?.value;
  return Boolean(value && Number.isFinite(Number(value)));
}
