import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loginAs } from '../factories/accounts';
import { insertMember } from '../factories/members';
import { profiles, sites } from '@/server/db/schema';
import { createCacheSet } from '@/server/cache/caches';
import { createRedisInvalidator } from '@/server/cache/invalidation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('process-wide caches', () => {
  it('keeps one entry for all sites however many unknown hosts ask', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await t.agent(`unknown-${i}.example`).get('/api/settings.php');
      expect(res.status).toBe(200);
    }
    expect(t.container.caches.sites.size).toBe(1);
    // Every unknown host gets the default site, so they share one settings entry per language.
    expect(t.container.caches.settings.size).toBeLessThanOrEqual(2);
  });

  it('serves an operator edit after one invalidation call', async () => {
    const before = await (await t.agent().get('/api/settings.php')).json();
    await t.db.update(sites).set({ name: 'Renamed' }).where(eq(sites.domain, 'localhost'));
    expect((await (await t.agent().get('/api/settings.php')).json()).settings.name).toBe(before.settings.name);
    await t.container.invalidateCaches('sites', 'settings', 'responses');
    expect((await (await t.agent().get('/api/settings.php')).json()).settings.name).toBe('Renamed');
  });
});

describe('activity of a polling member', () => {
  const twoHoursAgo = () => new Date(Date.now() - 2 * 3_600_000);

  it('writes the last activity at most once a minute, not on every user.php poll', async () => {
    const member = await insertMember(t.db, { profile: { lastActiveAt: twoHoursAgo() } });
    const agent = await loginAs(t, member);
    const lastActive = async () => (await t.db.select().from(profiles).where(eq(profiles.userId, member.id)))[0].lastActiveAt;
    await agent.get('/api/user.php', { 'x-request-type': 'client' });
    expect(Date.now() - (await lastActive()).getTime()).toBeLessThan(60_000);
    await t.db.update(profiles).set({ lastActiveAt: twoHoursAgo() }).where(eq(profiles.userId, member.id));
    await agent.get('/api/user.php', { 'x-request-type': 'client' });
    expect(Date.now() - (await lastActive()).getTime()).toBeGreaterThan(3_600_000);
  });
});

describe('cache invalidation across instances', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('clears the same cache on another instance through Redis', async () => {
    const here = createCacheSet();
    const there = createCacheSet();
    const [a, b] = await Promise.all([createRedisInvalidator(here, redisUrl), createRedisInvalidator(there, redisUrl)]);
    try {
      await there.interests.getOrLoad('all', async () => []);
      await there.regions.getOrLoad('all', async () => []);
      await a.invalidate('interests');
      await vi.waitFor(() => expect(there.interests.size).toBe(0), { timeout: 5_000 });
      expect(there.regions.size).toBe(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('a cached database read', () => {
  it('runs its query once, however often the cached entry is read', async () => {
    const caches = createCacheSet();
    let runs = 0;
    // Like a Drizzle query: a thenable that runs each time someone awaits it.
    const lazyQuery = { then: (resolve: (rows: []) => void) => resolve((runs++, [])) };
    const load = () => lazyQuery as unknown as Promise<[]>;
    for (let i = 0; i < 3; i++) await caches.regions.getOrLoad('all', load);
    expect(runs).toBe(1);
  });
});
