import 'server-only';
import { randomUUID } from 'node:crypto';
import type { DeliveredEvent, EventBus } from './event-bus';
import { createLocalListeners } from './local-listeners';
import { connectRedis, onReconnect } from '../redis-connection';

/** A presence entry outlives a crashed instance by at most this long. */
export const PRESENCE_TTL_MS = 60_000;
/** Commits whose events wait for Redis to come back, at most (one batch per commit). */
const MAX_UNSENT_BATCHES = 10_000;
/** How often an instance renews the presence of the members it holds streams for. */
const PRESENCE_REFRESH_MS = 20_000;

type Options = {
  /** Keeps installations that share a Redis apart (see installationId). */
  namespace?: string;
  presenceTtlMs?: number;
  refreshMs?: number;
};

/**
 * Scale mode: one Redis pub/sub channel carries every committed event to every instance, and each
 * instance hands them to the streams it holds. Presence (for web push) is a sorted set per member
 * of the instances holding a stream for them, scored by expiry, so a crashed instance's entry lapses.
 */
export async function createRedisBus(redisUrl: string, options: Options = {}): Promise<EventBus> {
  const ttl = options.presenceTtlMs ?? PRESENCE_TTL_MS;
  const prefix = `amora:${options.namespace ?? 'default'}:`;
  const channel = `${prefix}member-events`;
  const presenceKey = (userId: number) => `${prefix}presence:${userId}`;
  const instance = randomUUID();
  const listeners = createLocalListeners();
  const [publisher, subscriber] = await Promise.all([connectRedis(redisUrl, 'events'), connectRedis(redisUrl, 'events subscriber', true)]);
  subscriber.on('message', (_channel: string, message: string) => {
    const separator = message.indexOf('|');
    // This instance's own events were dispatched when published.
    if (message.slice(0, separator) === instance) return;
    for (const event of JSON.parse(message.slice(separator + 1)) as DeliveredEvent[]) listeners.dispatch(event);
  });
  await subscriber.subscribe(channel);

  const markPresent = (userIds: number[]) => {
    if (!userIds.length) return Promise.resolve();
    const pipeline = publisher.pipeline();
    const expires = Date.now() + ttl;
    for (const userId of userIds) pipeline.zadd(presenceKey(userId), expires, instance).pexpire(presenceKey(userId), ttl);
    return pipeline.exec().then(() => undefined);
  };
  // Events published while this instance was cut off never reach it: once it listens again, every
  // stream here reads what it missed from the table, and the presence a restarted Redis lost is renewed.
  onReconnect(subscriber, async () => {
    await subscriber.subscribe(channel);
    for (const userId of listeners.users()) listeners.dispatch({ userId, seq: 0, type: 'resync', payload: {} });
    await markPresent(listeners.users());
  });
  // Events this instance could not publish (Redis was down) go out once it is back, for the streams
  // of instances that were listening all along; a long outage keeps the newest only (the others are
  // in the table: a stream reads them at the member's next event or reconnect).
  const unsent: DeliveredEvent[][] = [];
  onReconnect(publisher, async () => {
    const pipeline = publisher.pipeline();
    for (const events of unsent.splice(0)) pipeline.publish(channel, `${instance}|${JSON.stringify(events)}`);
    await pipeline.exec();
  });
  const refresh = setInterval(() => void markPresent(listeners.users()).catch(() => {}), options.refreshMs ?? PRESENCE_REFRESH_MS);
  refresh.unref();

  return {
    async publish(events) {
      for (const event of events) listeners.dispatch(event);
      // Down, it fails at once: the events go out when it is back (onReconnect above).
      await publisher.publish(channel, `${instance}|${JSON.stringify(events)}`).catch((err: unknown) => {
        if (unsent.push(events) > MAX_UNSENT_BATCHES) unsent.shift();
        throw err;
      });
    },
    subscribe(userId, listener) {
      const first = !listeners.has(userId);
      const remove = listeners.add(userId, listener);
      if (first) void markPresent([userId]).catch(() => {});
      return () => {
        remove();
        if (!listeners.has(userId)) void publisher.zrem(presenceKey(userId), instance).catch(() => {});
      };
    },
    async isConnected(userId) {
      if (listeners.has(userId)) return true;
      // Unknown while Redis is away: a push too many beats a message nobody hears of.
      return (await publisher.zcount(presenceKey(userId), Date.now(), '+inf').catch(() => 0)) > 0;
    },
    async close() {
      clearInterval(refresh);
      const held = listeners.users();
      if (held.length) await Promise.allSettled(held.map((userId) => publisher.zrem(presenceKey(userId), instance)));
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
