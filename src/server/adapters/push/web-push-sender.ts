import 'server-only';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { isPublicAddress } from '@/shared/schemas/push-endpoint';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type Vapid = { subject: string; publicKey: string; privateKey: string };
/** `gone`: the push service says the subscription no longer exists (404/410); it is to be deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A push message waits this long at the push service for an offline device, then it is dropped. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Resolves like the system does but refuses private, loopback and other internal addresses: an
 * endpoint's public name must not lead the server into its own network. Checked on the address the
 * socket connects to, so a name that changes its answer between checks gains nothing.
 */
export const publicOnly: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
    if (err) return callback(err, '', 0);
    const allowed = addresses.find((a) => isPublicAddress(a.address));
    if (!allowed) return callback(Object.assign(new Error(`${hostname} resolves to no public address`), { code: 'EACCES' }), '', 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [allowed]);
    callback(null, allowed.address, allowed.family);
  });
};

function post(url: URL, headers: Record<string, string>, body: Buffer, trusted: boolean): Promise<number> {
  const options: RequestOptions = { method: 'POST', headers, timeout: TIMEOUT_MS, ...(trusted ? {} : { lookup: publicOnly }) };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, options, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends one encrypted Web Push message (RFC 8291, aes128gcm, VAPID): web-push builds the request, we
 * send it ourselves, never following a redirect and only to public addresses. `trustedOrigins` are
 * the operator's explicit exceptions (PUSH_ALLOW_ORIGINS, a local test push service).
 */
export async function sendWebPush(
  target: PushTarget,
  payload: string,
  vapid: Vapid,
  options: { urgency?: webpush.Urgency; trustedOrigins?: readonly string[] } = {},
): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: options.urgency ?? 'normal',
  });
  const url = new URL(request.endpoint);
  const trusted = (options.trustedOrigins ?? []).includes(url.origin);
  if (url.protocol !== 'https:' && !trusted) return 'gone';
  try {
    const status = await post(url, request.headers as Record<string, string>, request.body, trusted);
    if (status === 404 || status === 410) return 'gone';
    return status >= 200 && status < 300 ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
