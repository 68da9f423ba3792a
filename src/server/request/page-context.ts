import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { buildServiceContext, trustedHost } from './build-context';
import type { ServiceContext } from '../services/context';
import { LANGUAGE_COOKIE, SESSION_COOKIE, SESSION_COOKIE_HTTPS } from '@/shared/constants';

/** The ServiceContext of the page being rendered; computed once per request (React cache). */
export const getPageContext = cache(async (): Promise<ServiceContext> => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const header = (name: string) => h.get(name);
  const host = trustedHost({ header }, 'localhost');
  return buildServiceContext({
    host,
    header,
    sessionToken: c.get(SESSION_COOKIE_HTTPS)?.value ?? c.get(SESSION_COOKIE)?.value ?? null,
    localeCookie: c.get(LANGUAGE_COOKIE)?.value ?? null,
    // Pages neither rate-limit nor record addresses; Next does not expose the socket here.
    socketAddress: null,
  });
});
