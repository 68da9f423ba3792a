import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, redisRateLimits, type TestApp } from '../fixtures/test-app';
import { createMemoryRateLimits } from '@/server/adapters/ratelimit/create-rate-limits';
import { errorOf, setCookieOf } from '../factories/http';
import { insertMember } from '../factories/members';
import type { RateLimits } from '@/server/adapters/ratelimit/rate-limits';

// The account's own login budget (100 an hour from all addresses together) is spent only by
// attempts whose password was checked. Guesses refused because their (account, address) pair is
// locked already cannot wear it down, so a stranger cannot lock the owner out from everywhere.

const stores: [string, () => Promise<RateLimits>][] = [
  ['memory', async () => createMemoryRateLimits()],
  ['Redis', redisRateLimits],
];

describe.each(stores)('the login lock with limits in %s', (_store, openLimits) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: await openLimits() });
  });
  afterAll(() => t.close());

  const login = (ip: string, email: string, password: string) => t.agent(undefined, { ip }).post('/api/user.php', { email, password });

  it('102 wrong passwords from three addresses at once leave the owner logging in from a fourth', async () => {
    const owner = await insertMember(t.db);
    const attackers = [t.newIp(), t.newIp(), t.newIp()];
    const guesses = Array.from({ length: 102 }, (_, i) => login(attackers[i % 3], owner.email, `guess-${i}-wrong`));
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    // Five checked passwords per address, every other guess refused by the lock of its address.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(15);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);

    const res = await login(t.newIp(), owner.email, owner.password);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(setCookieOf(res, 'session')?.value).toBeTruthy();
  });

  it('still locks the account from everywhere once 100 checked passwords were wrong', async () => {
    const owner = await insertMember(t.db);
    // 25 addresses with four guesses each: no pair is locked, so every guess is checked and counts.
    for (let address = 0; address < 25; address++) {
      const ip = t.newIp();
      await Promise.all(Array.from({ length: 4 }, (_, i) => login(ip, owner.email, `guess-${address}-${i}`)));
    }
    const res = await login(t.newIp(), owner.email, owner.password);
    expect(res.status).toBe(429);
    expect((await errorOf(res)).error).toBe('account_locked');
    expect(setCookieOf(res, 'session')).toBeNull();
  });
});
