import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while serving one request carries. */
export type RequestScope = { requestId: string };

// On globalThis for the same reason as the container: Next bundles src/server a second time, and a
// line logged from a page must still find the request the server entry started.
const holder = globalThis as typeof globalThis & { __amoraRequestScope?: AsyncLocalStorage<RequestScope> };
const storage = (holder.__amoraRequestScope ??= new AsyncLocalStorage<RequestScope>());

/** Runs `work` (a request's handling) with the request's id visible to every log line it writes. */
export function inRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The request being served, if any (background jobs and start-up have none). */
export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
