import 'server-only';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Container } from '../container';
import { deleteSession } from '../services/auth/sessions';
import { AUTH_COOKIE_DAYS, SESSION_COOKIE, SESSION_COOKIE_HTTPS } from '@/shared/constants';

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

/** The session token of the request, under the `__Host-` name (HTTPS) or the plain one (HTTP). */
export function readSessionCookie(c: Context): string | null {
  return getCookie(c, SESSION_COOKIE_HTTPS) ?? getCookie(c, SESSION_COOKIE) ?? null;
}

/**
 * §9: auth cookie 30 days, path /; HttpOnly and SameSite=Lax always. Over HTTPS it is
 * `__Host-session` (Secure, Path=/, no Domain: no subdomain can set or shadow it).
 */
export function setSessionCookie(c: Context, token: string): void {
  const https = isHttps(c);
  const options = { path: '/', httpOnly: true, sameSite: 'Lax', maxAge: AUTH_COOKIE_DAYS * 86_400 } as const;
  if (https) {
    setCookie(c, SESSION_COOKIE_HTTPS, token, { ...options, secure: true });
    if (getCookie(c, SESSION_COOKIE)) deleteCookie(c, SESSION_COOKIE, { path: '/' });
  } else {
    setCookie(c, SESSION_COOKIE, token, options);
  }
}

/**
 * A new session for this browser: the session it had before (the token its cookie carried into this
 * request) is deleted, so a login, signup or reset never leaves an older session of the browser alive.
 */
export async function replaceSessionCookie(c: Context, deps: Pick<Container, 'db' | 'invalidateCaches'>, token: string): Promise<void> {
  const previous = readSessionCookie(c);
  if (previous && previous !== token) await deleteSession(deps, previous);
  setSessionCookie(c, token);
}

export function clearSessionCookie(c: Context): void {
  if (getCookie(c, SESSION_COOKIE_HTTPS)) deleteCookie(c, SESSION_COOKIE_HTTPS, { path: '/', secure: true });
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}
