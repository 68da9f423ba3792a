import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { loginAs } from '../factories/accounts';
import { addStaff, staffAgent } from '../factories/staff';
import { createFeedProvider } from '@/server/adapters/partners/feed-provider';
import type { PartnerProvider } from '@/server/adapters/partners/partner-provider';
import type { MembersSearchDto } from '@/shared/types/api';

const TILES = 'tiles.localhost';
const GAY_TILES = 'gay.tiles.localhost';
const FEED_KEY = 'feed-key-0123456789';

/** A partner's feed, local: answers as `reply` says and remembers what it was asked. */
type Reply = (url: URL) => { status: number; body: unknown };
let reply: Reply;
const asked: { url: URL; auth: string | undefined }[] = [];
let feed: Server;
let feedUrl: string;

function performers(url: URL) {
  const kind = url.searchParams.get('kind');
  const offset = Number(url.searchParams.get('offset'));
  return Array.from({ length: Number(url.searchParams.get('count')) }, (_, i) => ({
    id: `${kind}${offset + i}`,
    name: `Feed ${kind} ${offset + i}`,
    age: 25,
    image_url: `https://img.partner.example/${kind}/${offset + i}.jpg`,
    link: `https://partner.example/${kind}/${offset + i}`,
    live: true,
  }));
}

let t: TestApp;
beforeAll(async () => {
  feed = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    asked.push({ url, auth: req.headers.authorization });
    const { status, body } = req.headers.authorization === `Bearer ${FEED_KEY}` ? reply(url) : { status: 401, body: {} };
    res.writeHead(status, { 'content-type': 'application/json' }).end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/performers`;
  const sites = [
    { domain: TILES, name: 'Tiles', niche: 1, partnerTileEvery: 6, extra: { member_resell: true } },
    { domain: GAY_TILES, name: 'Gay tiles', niche: 7, partnerTileEvery: 4 },
  ];
  t = await createTestApp({ sites });
  // 30 members: 10 men looking for men (the gay site's), 20 women.
  for (let i = 0; i < 30; i++) await insertMember(t.db, { gender: i % 3 ? 'female' : 'male', profile: { lookingForGender: 'male' } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => feed.close(resolve));
});

const search = async (host: string, query = '') => bodyOf<MembersSearchDto>(await t.agent(host).get(`/api/members.php?page=1${query}`));

describe('partner tiles in search (§1 live-cam tiles)', () => {
  it('mixes cams and partner profiles in at the site’s rate, without counting them as members', async () => {
    const first = await search(TILES);
    expect(first.profiles).toHaveLength(24);
    expect(first.numResults).toBe(30);
    expect(first.partners.map((p) => [p.position, p.kind, p.live])).toEqual([
      [6, 'cam', true],
      [12, 'resell', false],
      [18, 'cam', true],
      [24, 'resell', false],
    ]);
    expect(first.partners.every((p) => p.id.startsWith('partner-') && p.link.startsWith('https://partner.example/'))).toBe(true);
    // The second page's six members get one tile, another performer than the first page's.
    const second = await bodyOf<MembersSearchDto>(await t.agent(TILES).get('/api/members.php?page=2'));
    expect(second.profiles).toHaveLength(6);
    expect(second.partners).toHaveLength(1);
    expect(first.partners.map((p) => p.id)).not.toContain(second.partners[0].id);
    // A site without the setting shows members only.
    expect((await search('localhost')).partners).toEqual([]);
  });

  it('shows the niche’s performers (men on the gay site) with pictures drawn locally', async () => {
    const gay = await search(GAY_TILES);
    expect(gay.partners.length).toBeGreaterThan(0);
    expect(gay.partners.every((p) => p.kind === 'cam' && /^\/api\/partners\/images\/cam-m-\d+\.png$/.test(p.image_url))).toBe(true);
    const image = await t.agent(GAY_TILES).get(gay.partners[0].image_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect((await t.agent(TILES).get('/api/partners/images/cam-f-99.png')).status).toBe(404);
  });

  it('gives a partner tile no like, chat or profile: its id is refused', async () => {
    const [tile] = (await search(TILES)).partners;
    // A member who is not listed (no active profile), so the counts of the other tests stay 30.
    const member = await loginAs(t, await insertMember(t.db, { site: TILES, profile: { status: 'disabled' } }), TILES);
    expect((await member.post('/api/like.php', { profile: tile.id })).status).toBe(422);
    expect((await member.get(`/api/member.php?id=${tile.id}`)).status).toBe(422);
    expect((await member.post('/api/message.php', { profile: tile.id, message: 'Hoi' })).status).toBe(422);
  });
});

describe('the HTTP JSON feed provider', () => {
  let before: PartnerProvider;
  beforeAll(() => {
    before = t.container.partners;
    t.container.partners = createFeedProvider({ url: feedUrl, key: FEED_KEY, cacheMs: 0 });
  });
  afterAll(() => {
    t.container.partners = before;
  });

  it('asks the feed with its key, kind, count, page offset, language and gender, and shows its performers', async () => {
    reply = (url) => ({ status: 200, body: { profiles: performers(url) } });
    asked.length = 0;
    const found = await search(TILES, '&gender=female');
    // 20 women: three tiles (after 6, 12 and 18 of them).
    expect(found.partners.map((p) => p.name)).toEqual(['Feed cam 0', 'Feed resell 0', 'Feed cam 1']);
    expect(found.partners[0]).toMatchObject({ id: 'partner-cam-cam0', image_url: 'https://img.partner.example/cam/0.jpg', live: true });
    const cam = asked.find((a) => a.url.searchParams.get('kind') === 'cam')!;
    expect(cam.auth).toBe(`Bearer ${FEED_KEY}`);
    expect(Object.fromEntries(cam.url.searchParams)).toEqual({ kind: 'cam', count: '2', offset: '0', locale: 'nl', gender: 'female' });
  });

  it('leaves out entries that do not fit (no https link, no name)', async () => {
    reply = (url) => {
      const [good, ...rest] = performers(url);
      return { status: 200, body: { profiles: [good, { ...rest[0], link: 'javascript:alert(1)' }, { ...good, name: '' }] } };
    };
    const found = await search(TILES);
    expect(found.partners.map((p) => p.name)).toEqual(['Feed cam 0', 'Feed resell 0']);
  });

  it.each([
    ['answers 500', () => ({ status: 500, body: { error: 'down' } })],
    ['answers something that is not JSON', () => ({ status: 200, body: '<html>' })],
    ['answers JSON of another shape', () => ({ status: 200, body: { performers: [] } })],
  ])('shows members only when the feed %s', async (_, failing) => {
    reply = failing;
    const found = await search(TILES);
    expect(found.profiles).toHaveLength(24);
    expect(found.numResults).toBe(30);
    expect(found.partners).toEqual([]);
  });
});

describe('the site setting', () => {
  it('takes the rate and member_resell from the brand console', async () => {
    const admin = await staffAgent(t, await addStaff(t, 'admin'));
    const { sites } = await bodyOf<{ sites: { id: number; domain: string }[] }>(await admin.get('/api/staff/sites.php'));
    const site = sites.find((s) => s.domain === TILES)!;
    const refused = await admin.put('/api/staff/sites.php', { id: site.id, partner_tile_every: 1 });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).fields).toHaveProperty('partner_tile_every');
    expect((await admin.put('/api/staff/sites.php', { id: site.id, partner_tile_every: 12, extra: { member_resell: false } })).status).toBe(200);
    const after = await search(TILES);
    expect(after.partners.map((p) => [p.position, p.kind])).toEqual([
      [12, 'cam'],
      [24, 'cam'],
    ]);
  });
});
