import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

// A request that names a client came through a proxy: on the same machine, the proxy's connection is
// loopback too, but the caller is anyone on the internet.
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET /metrics is for the operator's scraper only: a caller on this machine (the socket's address,
 * never a header, and not relayed by a proxy), or anyone with `Authorization: Bearer METRICS_TOKEN`.
 */
export function metricsAllowed(req: IncomingMessage, token: string | undefined): boolean {
  if (token && bearerMatches(req.headers.authorization, token)) return true;
  return isLoopback(req.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => req.headers[name] === undefined);
}
