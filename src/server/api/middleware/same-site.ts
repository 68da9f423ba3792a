import 'server-only';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { ApiError } from '../../errors';
import { trustedHost } from '../../request/build-context';
import type { AppEnv } from './request-context';
import { PAYMENT_WEBHOOK_PATH } from './rate-limit';

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Verdict = 'same' | 'foreign' | 'unknown';

function hostOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    return new URL(value).host;
  } catch {
    return null;
  }
}

/**
 * Where a request comes from, by what the browser tells: Sec-Fetch-Site, then Origin, then (for the
 * GETs that act) Referer. A page of another site can set neither Sec-Fetch-Site nor Origin.
 */
function sourceOf(c: Context<AppEnv>, withReferer: boolean): Verdict {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'foreign';
  const host = trustedHost({ header: (name) => c.req.header(name) }, new URL(c.req.url).host);
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return hostOf(origin) === host ? 'same' : 'foreign';
  if (fetchSite === 'same-origin') return 'same';
  const referer = withReferer ? c.req.header('referer') : undefined;
  if (referer) return hostOf(referer) === host ? 'same' : 'foreign';
  return 'unknown';
}

/**
 * The payment provider calls the webhook server to server: no browser, no Origin. It needs no guard,
 * as it acts on no session and believes nothing in its body (the payment's state is fetched).
 */
const isPaymentWebhook = (c: Context<AppEnv>) => c.req.method === 'POST' && new URL(c.req.url).pathname === PAYMENT_WEBHOOK_PATH;

/**
 * Also server to server, and without a session: the mail provider's bounce webhook (its bearer token
 * is the permission) and RFC 8058's one-click unsubscribe, posted by the mail client (the signed
 * token is the permission, and all it can do is stop mail).
 */
const TOKEN_POSTS = new Set(['/api/mail-events.php', '/api/unsubscribe.php']);
const isTokenPost = (c: Context<AppEnv>) => c.req.method === 'POST' && TOKEN_POSTS.has(new URL(c.req.url).pathname);

/**
 * GETs that change something, kept as GETs by §7 or by their callers: the logout, opening a
 * conversation (marks it read, §4), the auto-like (a fictional profile likes the member, §4) and the
 * account read (marks the member online). Another site can start a GET by a link or a redirect, and
 * SameSite=Lax sends the cookie along, so these are refused when another site triggers them.
 */
const ACTING_GETS = new Set(['/api/logout.php', '/api/chat.php', '/api/auto-like.php', '/api/user.php']);
const isActingGet = (c: Context<AppEnv>) => c.req.method === 'GET' && ACTING_GETS.has(new URL(c.req.url).pathname);

const rejected = () => new ApiError({ code: 'origin_rejected' });

/**
 * Cross-site request forgery guard on top of SameSite=Lax cookies: a mutation must prove it comes
 * from this site (same-host Origin or Sec-Fetch-Site: same-origin); a missing or `null` Origin is
 * refused. The GETs that act (ACTING_GETS) are refused when the browser says another site started them.
 */
export const sameSiteOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (MUTATIONS.has(c.req.method) && !isPaymentWebhook(c) && !isTokenPost(c) && sourceOf(c, false) !== 'same') throw rejected();
  if (isActingGet(c) && sourceOf(c, true) === 'foreign') throw rejected();
  await next();
});
