import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { STAFF_SESSION_HOURS } from '@/shared/staff/roles';

/** Over HTTPS the `__Host-` prefix: Secure, Path=/, no Domain, so no subdomain can set or shadow it. */
export const STAFF_COOKIE_HTTPS = '__Host-staff';
export const STAFF_COOKIE = 'staff';

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

export function readStaffCookie(c: Context): string | null {
  return getCookie(c, STAFF_COOKIE_HTTPS) ?? getCookie(c, STAFF_COOKIE) ?? null;
}

/** HttpOnly, SameSite=Strict (a staff page is never opened from another site logged in), 12 hours. */
export function setStaffCookie(c: Context, token: string): void {
  const options = { path: '/', httpOnly: true, sameSite: 'Strict', maxAge: STAFF_SESSION_HOURS * 3600 } as const;
  if (isHttps(c)) setCookie(c, STAFF_COOKIE_HTTPS, token, { ...options, secure: true });
  else setCookie(c, STAFF_COOKIE, token, options);
}

export function clearStaffCookie(c: Context): void {
  if (getCookie(c, STAFF_COOKIE_HTTPS)) deleteCookie(c, STAFF_COOKIE_HTTPS, { path: '/', secure: true });
  deleteCookie(c, STAFF_COOKIE, { path: '/' });
}
