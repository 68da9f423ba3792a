import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { signupForm } from '../factories/accounts';

// Every per-address limit counts an IPv6 visitor by the /64 network it was handed: an attacker who
// picks a fresh address out of his /64 for every request gets no fresh budget, while a neighbour
// in the next /64 (and every IPv4 address) keeps its own.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let networks = 0;
/** A fresh /64; `host(n)` is the n-th address in it, spelled as a client could write it. */
function newNetwork() {
  networks += 1;
  const prefix = `2001:db8:${networks.toString(16)}:${(networks * 7).toString(16)}`;
  return { host: (n: number) => `${prefix}:${n.toString(16)}:${((n * 31) % 0x10000).toString(16)}::${(n + 1).toString(16)}` };
}
const from = (ip: string) => t.agent(undefined, { ip });
const login = (ip: string, email: string, password: string) => from(ip).post('/api/user.php', { email, password });

describe('per-address limits over IPv6', () => {
  it('locks a /64 after five wrong passwords, each from another address in it', async () => {
    const owner = await insertMember(t.db);
    const attacker = newNetwork();
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await login(attacker.host(i), owner.email, `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const moved = await login(attacker.host(99), owner.email, owner.password);
    expect(moved.status).toBe(429);
    expect((await errorOf(moved)).error).toBe('account_locked');
    expect((await login(newNetwork().host(1), owner.email, owner.password)).status).toBe(200);
  });

  it('allows 10 signups an hour from one /64, however many addresses it uses', async () => {
    const network = newNetwork();
    for (let i = 0; i < 10; i++) expect((await from(network.host(i)).post('/api/signup.php', signupForm())).status).toBe(201);
    const res = await from(network.host(500)).post('/api/signup.php', signupForm());
    expect(res.status).toBe(429);
    expect((await errorOf(res)).error).toBe('rate_limited');
    expect((await from(newNetwork().host(0)).post('/api/signup.php', signupForm())).status).toBe(201);
  });

  it('allows 10 reset requests an hour from one /64', async () => {
    const network = newNetwork();
    const members = await Promise.all(Array.from({ length: 11 }, () => insertMember(t.db)));
    const statuses: number[] = [];
    for (const [i, member] of members.entries()) {
      statuses.push((await from(network.host(i)).post('/api/reset-password.php', { email: member.email })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('gives the general API limit of 300 calls a minute to the /64, not to each address', async () => {
    const network = newNetwork();
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) statuses.add((await from(network.host(i)).get('/api/regions.php?country=NL')).status);
    expect([...statuses]).toEqual([200]);
    expect((await from(network.host(4000)).get('/api/regions.php?country=NL')).status).toBe(429);
    expect((await from(newNetwork().host(1)).get('/api/regions.php?country=NL')).status).toBe(200);
  });
});
