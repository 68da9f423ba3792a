import type { MembersSearchDto } from '../../src/shared/types/api';
import { DEMO_LOGIN } from './config';

export type BenchPage = { name: string; path: string; cookie: string | null };

/** Logs the demo member in through the API and returns the `session=…` cookie pair. */
export async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/user.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-type': 'client', origin },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!res.ok || !cookie) throw new Error(`login failed: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return cookie.split(';')[0];
}

/** A seeded member with a photo, as the logged-in search lists them first. */
async function seededMemberId(origin: string, cookie: string): Promise<number> {
  const res = await fetch(`${origin}/api/members.php?page=1`, { headers: { cookie } });
  if (!res.ok) throw new Error(`search failed: HTTP ${res.status}`);
  const { profiles } = (await res.json()) as MembersSearchDto;
  const member = profiles.find((p) => p.main_image) ?? profiles[0];
  if (!member) throw new Error('the seeded search found nobody');
  return member.id;
}

/** §2's three most visited screens: the landing page for visitors, the search and a profile for members. */
export async function benchPages(origin: string): Promise<BenchPage[]> {
  const cookie = await login(origin);
  const id = await seededMemberId(origin, cookie);
  return [
    { name: '`/` (visitor)', path: '/', cookie: null },
    { name: '`/members` (logged in)', path: '/members', cookie },
    { name: `\`/members/${id}\` (logged in)`, path: `/members/${id}`, cookie },
  ];
}

/** One request per page before measuring, so no run pays for the server's first render. */
export async function warmUp(origin: string, pages: BenchPage[]): Promise<void> {
  for (const page of pages) {
    const res = await fetch(origin + page.path, { headers: page.cookie ? { cookie: page.cookie } : {} });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${page.path}: HTTP ${res.status}`);
  }
}
