import 'server-only';
import { Redis } from 'ioredis';

/**
 * A connection of its own for readiness probes: no offline queue and no retries per command, so a
 * PING while Redis is away fails at once instead of waiting for the reconnect (which keeps trying).
 */
export function createRedisProbe(redisUrl: string): { ping: () => Promise<unknown>; close: () => Promise<void> } {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // A refused connection is what the probe reports; it is no error of the process.
  client.on('error', () => {});
  // The first probe waits for the first connection (bounded by the readiness timeout); later ones
  // fail at once while it is down, and the client keeps reconnecting by itself.
  const connected = client.connect().catch(() => {});
  return {
    ping: async () => {
      await connected;
      return client.ping();
    },
    close: async () => void (await client.quit().catch(() => client.disconnect())),
  };
}
