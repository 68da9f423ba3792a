import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { errorOf, setCookieOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { newBrowser } from './support/browsers';
import { stateOf } from './support/state';

// Item 3: the login lock and the limits an attacker runs into first. The lock counts per (account,
// address) and atomically, so parallel guesses cannot slip past it, and a stranger cannot lock the
// owner out. Each browser below has an address of its own (support/browsers.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const credentials = (email: string, password: string) => ({ email, password });

describe('the login lock', () => {
  it('answers 60 parallel wrong passwords with at most 5 wrong-password answers, the rest 429 with Retry-After', async () => {
    const owner = await insertMember(t.db);
    const attacker = newBrowser(t);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => attacker.post('/api/user.php', credentials(owner.email, `guess-${i}-wrong`))));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(55);
    const locked = answers.find((res) => res.status === 429) as Response;
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(locked)).message).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');
  });

  it('refuses even the right password from the locked address, without signing in', async () => {
    const owner = await insertMember(t.db);
    const attacker = newBrowser(t);
    for (let i = 0; i < 5; i++) await attacker.post('/api/user.php', credentials(owner.email, `guess-${i}-wrong`));
    const before = await stateOf(t.db, [owner.id]);
    const res = await attacker.post('/api/user.php', credentials(owner.email, owner.password));
    expect(res.status).toBe(429);
    expect(setCookieOf(res, 'session')).toBeNull();
    expect(await stateOf(t.db, [owner.id])).toEqual(before);
  });

  it('lets the owner in from another address while a stranger is locked out', async () => {
    const owner = await insertMember(t.db);
    const attacker = newBrowser(t);
    await Promise.all(Array.from({ length: 60 }, (_, i) => attacker.post('/api/user.php', credentials(owner.email, `guess-${i}-wrong`))));
    const res = await newBrowser(t).post('/api/user.php', credentials(owner.email, owner.password));
    expect(res.status).toBe(200);
    expect(setCookieOf(res, 'session')?.value).toBeTruthy();
  });
});

describe('password-reset mails', () => {
  it('a stranger spends only his own share of the daily quota: the owner still gets a reset link', async () => {
    const owner = await insertMember(t.db);
    const stranger = newBrowser(t);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await stranger.post('/api/reset-password.php', { email: owner.email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const mailsBefore = t.mail.mails.filter((m) => m.to === owner.email).length;
    expect((await newBrowser(t).post('/api/reset-password.php', { email: owner.email })).status).toBe(200);
    expect(t.mail.mails.filter((m) => m.to === owner.email)).toHaveLength(mailsBefore + 1);
  });
});

describe('the general API limit', () => {
  it('answers 429 with Retry-After after 300 calls a minute from one address, and no other address is affected', async () => {
    const flood = newBrowser(t);
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) statuses.add((await flood.get('/api/regions.php?country=NL')).status);
    expect([...statuses]).toEqual([200]);
    const refused = await flood.get('/api/regions.php?country=NL');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await newBrowser(t).get('/api/regions.php?country=NL')).status).toBe(200);
  });
});
