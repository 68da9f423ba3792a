import { writeFileSync } from 'node:fs';
import { DEMO_LOGIN, SEARCH_PATH } from './config';
import type { Target } from './load';

const HOST = { host: 'localhost' };

/** Logs the demo member in and returns the session cookie pair. */
export async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/user.php`, {
    method: 'POST',
    headers: { ...HOST, origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const cookie = res.headers.getSetCookie().find((c) => /^(__Host-)?session=/.test(c));
  if (!res.ok || !cookie) throw new Error(`login failed: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return cookie.split(';')[0];
}

/** One request before the load, so a broken endpoint fails loudly instead of measuring error pages. */
export async function checkTarget(target: Target): Promise<string> {
  const res = await fetch(target.url, { headers: target.headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${target.name}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** Saves the endpoint's exact answer, for the bare server that answers the same bytes. */
export async function saveBody(target: Target, file: string): Promise<string> {
  writeFileSync(file, await checkTarget(target));
  return file;
}

/** How many members the search finds, to show the benchmark searched a realistic set. */
export async function searchResultCount(target: Target): Promise<string> {
  const body: unknown = JSON.parse(await checkTarget(target));
  if (typeof body !== 'object' || body === null || !('numResults' in body)) throw new Error(`${target.name}: no numResults in the answer`);
  const capped = 'numResultsCapped' in body && body.numResultsCapped === true;
  return `${Number(body.numResults).toLocaleString('en')}${capped ? '+' : ''}`;
}

export type AppTargets = Record<'settings' | 'interests' | 'user' | 'search', Target>;

export function appTargets(origin: string, cookie: string, label: string): AppTargets {
  const session = { ...HOST, cookie };
  return {
    settings: { name: `GET /api/settings.php (${label})`, url: `${origin}/api/settings.php`, headers: HOST },
    interests: { name: `GET /api/interests.php (${label})`, url: `${origin}/api/interests.php`, headers: HOST },
    user: { name: `GET /api/user.php (${label})`, url: `${origin}/api/user.php`, headers: { ...session, 'x-request-type': 'client' } },
    search: { name: `GET /api/members.php filtered (${label})`, url: origin + SEARCH_PATH, headers: session },
  };
}

/** The bare pg server's routes for the same two reads, with the same session cookie. */
export function barePgTargets(origin: string, cookie: string): Record<'user' | 'search', Target> {
  return {
    user: { name: 'bare node:http + pg: user.php SQL', url: `${origin}/user`, headers: { cookie } },
    search: { name: 'bare node:http + pg: members.php SQL', url: `${origin}/search`, headers: { cookie } },
  };
}
