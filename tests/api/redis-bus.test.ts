import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomInt, randomUUID } from 'node:crypto';
import { createRedisBus } from '@/server/adapters/events/redis-bus';
import type { DeliveredEvent, EventBus } from '@/server/adapters/events/event-bus';

// Two instances' buses on the real Redis (REDIS_URL, or the local one), as two processes would have.
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const buses: EventBus[] = [];

// One installation per test file run: its channel is its own.
const namespace = randomUUID();

async function instance(options?: Parameters<typeof createRedisBus>[1]): Promise<EventBus> {
  const bus = await createRedisBus(redisUrl, { namespace, ...options });
  buses.push(bus);
  return bus;
}
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()));
});

// Member ids far from any test database's, so parallel runs on one Redis never meet.
const memberId = () => randomInt(1_000_000_000, 2_000_000_000);
const credits = (userId: number, seq: number): DeliveredEvent => ({ userId, seq, type: 'credits', payload: { credits: seq } });

describe('event fan-out through Redis', () => {
  it('brings an event published on one instance to the stream held by another', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const anna = memberId();
    const received: DeliveredEvent[] = [];
    b.subscribe(anna, (event) => received.push(event));
    await a.publish([credits(anna, 1), credits(memberId(), 1), credits(anna, 2)]);
    await vi.waitFor(() => expect(received.map((e) => e.seq)).toEqual([1, 2]), { timeout: 5_000 });
  });

  it('delivers an event once to a stream on the publishing instance', async () => {
    const [a] = await Promise.all([instance(), instance()]);
    const anna = memberId();
    const received: number[] = [];
    a.subscribe(anna, (event) => received.push(event.seq));
    await a.publish([credits(anna, 1)]);
    await a.publish([credits(anna, 2)]);
    // The second publish went through Redis after the first: had the first come back, it would be here.
    expect(received).toEqual([1, 2]);
  });

  it('knows on every instance whether a member has a stream open anywhere', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const anna = memberId();
    expect(await a.isConnected(anna)).toBe(false);
    const stop = b.subscribe(anna, () => {});
    await vi.waitFor(async () => expect(await a.isConnected(anna)).toBe(true), { timeout: 5_000 });
    stop();
    await vi.waitFor(async () => expect(await a.isConnected(anna)).toBe(false), { timeout: 5_000 });
  });

  it('keeps installations that share a Redis apart', async () => {
    const [a, elsewhere] = await Promise.all([instance(), instance({ namespace: randomUUID() })]);
    const anna = memberId();
    const heard: number[] = [];
    const ours: number[] = [];
    elsewhere.subscribe(anna, (event) => heard.push(event.seq));
    const b = await instance();
    b.subscribe(anna, (event) => ours.push(event.seq));
    await a.publish([credits(anna, 1)]);
    await vi.waitFor(() => expect(ours).toEqual([1]), { timeout: 5_000 });
    expect(heard).toEqual([]);
    expect(await elsewhere.isConnected(memberId())).toBe(false);
  });

  it('forgets the streams of an instance that stopped renewing them', async () => {
    const a = await instance();
    // An instance that crashed: its presence entry is never renewed nor removed.
    const crashed = await instance({ presenceTtlMs: 300, refreshMs: 3_600_000 });
    const anna = memberId();
    crashed.subscribe(anna, () => {});
    await vi.waitFor(async () => expect(await a.isConnected(anna)).toBe(true), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await a.isConnected(anna)).toBe(false), { timeout: 5_000 });
  });
});
