import { DEMO_LOGIN, SEARCH_PATH } from './config';
import type { Target } from './load';

const HOST = { host: 'localhost' };

/** Logs the demo member in and returns the `session=…` cookie pair. */
export async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/user.php`, {
    method: 'POST',
    headers: { ...HOST, 'content-type': 'application/json', 'x-request-type': 'client' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
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

/** How many members the search finds, to show the benchmark searched a realistic set. */
export async function searchResultCount(target: Target): Promise<number> {
  const body: unknown = JSON.parse(await checkTarget(target));
  const n = typeof body === 'object' && body !== null && 'numResults' in body ? body.numResults : undefined;
  if (typeof n !== 'number') throw new Error(`${target.name}: no numResults in the answer`);
  return n;
}

export function appTargets(origin: string, cookie: string, label: string): Record<'settings' | 'user' | 'search', Target> {
  const session = { ...HOST, cookie };
  return {
    settings: { name: `GET /api/settings.php (${label})`, url: `${origin}/api/settings.php`, headers: HOST },
    user: { name: `GET /api/user.php (${label})`, url: `${origin}/api/user.php`, headers: { ...session, 'x-request-type': 'client' } },
    search: { name: `GET /api/members.php filtered (${label})`, url: origin + SEARCH_PATH, headers: session },
  };
}
