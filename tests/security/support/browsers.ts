import { expect } from 'vitest';
import type { Agent } from '../../fixtures/agent';
import type { TestApp } from '../../fixtures/test-app';
import { insertMember, type InsertedMember, type MemberOverrides } from '../../factories/members';

/**
 * A browser on an address of its own: the per-address limits (300 API calls a minute, 50 logins in
 * 15 minutes) then count each browser apart, as they would for real visitors.
 */
export const newBrowser = (t: TestApp): Agent => t.agent(undefined, { ip: t.newIp() });

/** The same browser (its cookies) seen from a fresh address. */
export function moveBrowser(t: TestApp, agent: Agent): Agent {
  const moved = newBrowser(t);
  for (const [name, value] of agent.cookies) moved.cookies.set(name, value);
  return moved;
}

export type SignedIn = InsertedMember & { agent: Agent };

/** A member written to the database and logged in through POST /api/user.php in a browser of their own. */
export async function signedIn(t: TestApp, overrides: MemberOverrides = {}): Promise<SignedIn> {
  const member = await insertMember(t.db, overrides);
  const agent = newBrowser(t);
  const res = await agent.post('/api/user.php', { email: member.email, password: member.password });
  expect(res.status, await res.clone().text()).toBe(200);
  return { ...member, agent };
}

/**
 * A request the agent cannot make: a raw body (broken JSON, any text) or hand-picked headers only,
 * from the given browser's cookies and a fresh address.
 */
export async function rawRequest(
  t: TestApp,
  from: Agent | null,
  method: string,
  path: string,
  init: { body?: string | FormData; headers?: Record<string, string> },
): Promise<Response> {
  const cookie = from ? [...from.cookies].map(([k, v]) => `${k}=${v}`).join('; ') : '';
  const headers = { host: 'localhost', cookie, ...init.headers };
  const bindings = { incoming: { socket: { remoteAddress: t.newIp() } } };
  return t.app.request(`http://localhost${path}`, { method, headers, body: init.body }, bindings);
}

/** The headers a page of this site sends with a JSON mutation. */
export const SAME_SITE_JSON = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
