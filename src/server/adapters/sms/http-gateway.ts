import 'server-only';
import type { SmsSender } from './sms-sender';

type Options = { url: string; token?: string; timeoutMs?: number };

/**
 * A generic HTTP SMS gateway: POST {to, text} as JSON with a bearer token. Any answer other than 2xx
 * is an error, so the caller can tell the member the code was not sent. Neither number nor text is put
 * into the error: it may end up in a log.
 */
export function createHttpSmsGateway({ url, token, timeoutMs = 10_000 }: Options): SmsSender {
  return {
    async send(to, text) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ to, text }), signal: AbortSignal.timeout(timeoutMs) });
      // The body is drained so the connection can be reused; its content is not needed.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}
