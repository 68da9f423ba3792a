import 'server-only';
import webpush from 'web-push';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type Vapid = { subject: string; publicKey: string; privateKey: string };
/** `gone`: the push service says the subscription no longer exists (404/410); it is to be deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A push message waits this long at the push service for an offline device, then it is dropped. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted Web Push message (RFC 8291, aes128gcm, VAPID). web-push builds the request;
 * we send it with fetch, which never follows a redirect (an endpoint must not bounce us elsewhere).
 */
export async function sendWebPush(target: PushTarget, payload: string, vapid: Vapid, urgency: webpush.Urgency = 'normal'): Promise<PushOutcome> {
  const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency,
  });
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) return 'gone';
    return res.ok ? 'sent' : 'failed';
  } catch {
    return 'failed';
  }
}
