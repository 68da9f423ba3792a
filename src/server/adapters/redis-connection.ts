import 'server-only';
import { Redis } from 'ioredis';
import { log } from '../log';

/**
 * The longest pause between two reconnect attempts: a restarted Redis is back in use within about a
 * second of accepting connections again (ioredis' own cap is 2 s, and grows with the outage).
 */
export const REDIS_RETRY_CAP_MS = 1_000;

/**
 * A Redis connection of the scale adapters, `role` naming it in the log. Commands fail at once while
 * it is down (no offline queue): every caller has a fallback (memory counters, the replay from the
 * table), which beats waiting. Reconnects forever; an outage is logged once, when it starts and ends.
 */
export async function connectRedis(url: string, role: string, subscriber = false): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A subscriber resubscribes itself (onReconnect), so it knows when it listens again.
    autoResubscribe: !subscriber,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RETRY_CAP_MS),
  });
  let down = false;
  let lastError = '';
  // Without a listener ioredis prints every failed attempt; the outage is logged once below instead.
  client.on('error', (err: Error) => (lastError = err.message));
  client.on('reconnecting', () => {
    if (!down) log.error(`redis (${role}): connection lost, reconnecting${lastError ? ` (${lastError})` : ''}`);
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info(`redis (${role}): connected again`);
    down = false;
  });
  await client.connect();
  return client;
}

/** Runs `work` each time the connection is ready again after an outage (not at the first connect). */
export function onReconnect(client: Redis, work: () => Promise<void>): void {
  let first = true;
  client.on('ready', () => {
    if (first) return void (first = false);
    work().catch((err: unknown) => log.error(`redis: work after reconnecting failed: ${String(err)}`));
  });
  // Connected already (connectRedis awaited the first ready): the next ready is a reconnect.
  if (client.status === 'ready') first = false;
}
