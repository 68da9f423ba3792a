import 'server-only';
import type { Server } from 'node:http';

/**
 * Deliberate socket timeouts (docs/decisions/005-one-server-process.md):
 * - keep-alive 65 s: longer than the 60 s idle timeout of common load balancers, so the proxy, not
 *   we, closes an idle connection and never races a request onto a socket we are closing;
 * - headers 20 s and whole request 120 s: a slow client cannot hold a socket open by trickling bytes,
 *   while a 12 MiB photo upload on a slow phone still fits.
 */
export function applyTimeouts(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
}
