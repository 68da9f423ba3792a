import 'server-only';
import type { Server } from 'node:http';

/** How long in-flight requests may take to finish after a stop signal before their sockets close. */
export const DRAIN_MS = 10_000;

type Shutdown = { readonly stopping: boolean; stop: (reason: string) => Promise<void> };

/**
 * Stop on SIGTERM/SIGINT: at once `stopping` turns true (GET /readyz answers 503 from then on) and,
 * for `balancerDelayMs`, the server keeps serving so the load balancer's probes see it leave before
 * its connections are refused. Then: refuse new connections, end the open event streams (`endStreams`: they
 * never finish by themselves; their clients reconnect elsewhere and replay), close idle keep-alive
 * sockets (and each busy one as soon as its response ends, via `Connection: close`), give in-flight
 * requests DRAIN_MS, then close whatever is left and run `cleanup` (database, caches, jobs).
 */
export function createShutdown(
  server: Server,
  cleanup: () => Promise<void>,
  log: (line: string) => void,
  endStreams: () => void = () => {},
  balancerDelayMs = 0,
): Shutdown {
  let stopping: Promise<void> | null = null;
  const drain = async (reason: string) => {
    log(`${reason}: stopping (not ready for ${balancerDelayMs / 1000} s, then draining for at most ${DRAIN_MS / 1000} s)`);
    // Unref'd: the listening server keeps the process alive meanwhile.
    if (balancerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, balancerDelayMs).unref());
    endStreams();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // Busy keep-alive sockets become idle when their response ends; sweep them until all are gone.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), DRAIN_MS).unref());
    if ((await Promise.race([closed, deadline])) === 'late') log(`drain: ${DRAIN_MS / 1000} s passed, closing the connections left`);
    clearInterval(sweep);
    server.closeAllConnections();
    await cleanup();
    log('stopped');
  };
  return {
    get stopping() {
      return stopping !== null;
    },
    stop(reason) {
      stopping ??= drain(reason);
      return stopping;
    },
  };
}
