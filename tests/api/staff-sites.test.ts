import { readFile } from 'node:fs/promises';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { bodyOf, errorOf } from '../factories/http';
import { addStaff, staffAgent } from '../factories/staff';
import { discountCodes, packages, staffAudit } from '@/server/db/schema';
import type { SettingsDto } from '@/shared/types/api';
import type { StaffSiteDto, StaffSiteSummaryDto } from '@/shared/types/staff-sites';

const SITES_URL = '/api/staff/sites.php';
let t: TestApp;
let admin: Agent;
let serial = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffAgent(t, await addStaff(t, 'admin'));
});
afterAll(() => t.close());

const newDomain = () => `site${++serial}-${crypto.randomUUID().slice(0, 6)}.localhost`;

async function created(body: Record<string, unknown> = {}): Promise<StaffSiteDto> {
  const res = await admin.post(SITES_URL, { domain: newDomain(), name: 'Nieuw', ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await bodyOf<{ site: StaffSiteDto }>(res)).site;
}

const settingsOn = async (host: string) => (await bodyOf<{ settings: SettingsDto }>(await t.agent(host).get('/api/settings.php'))).settings;

async function lastAudit(siteId: number) {
  const [row] = await t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, 'site'), eq(staffAudit.targetId, String(siteId))))
    .orderBy(desc(staffAudit.id))
    .limit(1);
  return row;
}

describe('POST /api/staff/sites.php', () => {
  it('creates a site that answers on its domain at once, though the host was looked up before', async () => {
    const domain = newDomain();
    expect((await settingsOn(domain)).domain).toBe(DEFAULT_HOST);
    const res = await admin.post(SITES_URL, {
      domain: domain.toUpperCase(),
      name: 'Lust & Liefde',
      niche: 7,
      domain_language: 'de-DE',
      primary_color: '#1A2B3C',
    });
    expect(res.status).toBe(201);
    const { site } = await bodyOf<{ site: StaffSiteDto }>(res);
    expect(site).toMatchObject({ domain, name: 'Lust & Liefde', niche: 7, domain_language: 'de-DE', primary_color: '#1a2b3c' });
    const settings = await settingsOn(domain);
    expect(settings).toMatchObject({ name: 'Lust & Liefde', domain, niche_slug: 'gay' });
  });

  it('gives the new site its credit packages and time-bonus code at once, as a start would', async () => {
    const site = await created();
    const own = await t.db.select().from(packages).where(eq(packages.siteId, site.id));
    expect(new Set(own.map((p) => p.country))).toContain('NL');
    const codes = await t.db.select().from(discountCodes).where(eq(discountCodes.siteId, site.id));
    expect(codes.map((c) => c.code)).toContain('TIMEBONUS25');
  });

  it('records who created the site and with which settings', async () => {
    const site = await created({ name: 'Geaudit' });
    const row = await lastAudit(site.id);
    expect(row).toMatchObject({ action: 'site.create', before: null });
    expect(row.after).toMatchObject({ domain: site.domain, name: 'Geaudit' });
  });

  it('refuses a domain that is taken, whatever its case, and a malformed one, with field messages', async () => {
    const site = await created();
    const taken = await admin.post(SITES_URL, { domain: site.domain.toUpperCase(), name: 'Twee' });
    expect(taken.status).toBe(422);
    expect((await errorOf(taken)).fields).toEqual({ domain: 'Er is al een site met dit domein.' });
    for (const domain of ['https://x.nl', 'www.x.nl', 'x.nl:3000', 'a b.nl', '']) {
      const res = await admin.post(SITES_URL, { domain, name: 'X' });
      expect(res.status, domain).toBe(422);
      expect(Object.keys((await errorOf(res)).fields ?? {}), domain).toEqual(['domain']);
    }
  });

  it('names every wrong field in the caller’s language', async () => {
    const res = await admin.post(SITES_URL, {
      domain: newDomain(),
      name: '',
      languages: ['nl', 'xx'],
      countries: ['NL', 'ZZ'],
      primary_color: 'red',
      niche: 9,
      support_email: 'nope',
    });
    expect(res.status).toBe(422);
    const { fields } = await errorOf(res);
    expect(Object.keys(fields ?? {}).sort()).toEqual(['countries.1', 'languages.1', 'name', 'niche', 'primary_color', 'support_email']);
    expect(fields?.primary_color).toBe('Vul een kleur in als #rrggbb, bijvoorbeeld #e102aa.');
  });

  it('wants the domain’s language among the site’s languages when it limits them', async () => {
    const res = await admin.post(SITES_URL, { domain: newDomain(), name: 'X', domain_language: 'nl-NL', languages: ['de'] });
    expect(res.status).toBe(422);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['languages']);
  });
});

describe('PUT /api/staff/sites.php', () => {
  it('changes only the fields sent, merges texts per language, and the host sees it at once', async () => {
    const site = await created({ texts: { fictional_singular: { nl: 'Spelprofiel', en: 'Game profile' } }, extra: { message_credits: 7 } });
    expect((await settingsOn(site.domain)).message_credits).toBe(7);
    const res = await admin.put(SITES_URL, {
      id: site.id,
      name: 'Hernoemd',
      texts: { fictional_singular: { en: 'Play profile' } },
      extra: { gift_credits: 30 },
    });
    expect(res.status).toBe(200);
    const { site: after } = await bodyOf<{ site: StaffSiteDto }>(res);
    expect(after).toMatchObject({ name: 'Hernoemd', domain: site.domain, texts: { fictional_singular: { nl: 'Spelprofiel', en: 'Play profile' } } });
    expect(after.extra).toMatchObject({ message_credits: 7, gift_credits: 30 });
    const settings = await settingsOn(site.domain);
    expect(settings).toMatchObject({ name: 'Hernoemd', gift_credits: 30 });
  });

  it('audits the changed settings only, before and after', async () => {
    const site = await created({ niche: 1 });
    await admin.put(SITES_URL, { id: site.id, niche: 2, name: site.name });
    const row = await lastAudit(site.id);
    expect(row).toMatchObject({ action: 'site.update', before: { niche: 1 }, after: { niche: 2 } });
  });

  it('moves a site to a new domain: the old one no longer answers with it', async () => {
    const site = await created({ name: 'Verhuisd' });
    const domain = newDomain();
    expect((await admin.put(SITES_URL, { id: site.id, domain })).status).toBe(200);
    expect((await settingsOn(domain)).name).toBe('Verhuisd');
    expect((await settingsOn(site.domain)).domain).toBe(DEFAULT_HOST);
  });

  it('refuses another site’s domain and answers 404 for an unknown id', async () => {
    const [one, two] = [await created(), await created()];
    const res = await admin.put(SITES_URL, { id: two.id, domain: one.domain });
    expect(res.status).toBe(422);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['domain']);
    expect((await admin.put(SITES_URL, { id: 999_999, name: 'X' })).status).toBe(404);
  });
});

describe('GET /api/staff/sites.php', () => {
  it('lists every site and shows one with all its settings', async () => {
    const site = await created({ countries: ['NL', 'BE'], languages: ['nl', 'fr'], logo_url: 'https://cdn.example/logo.png' });
    const list = await bodyOf<{ sites: StaffSiteSummaryDto[] }>(await admin.get(SITES_URL));
    expect(list.sites.map((s) => s.domain)).toEqual(expect.arrayContaining([DEFAULT_HOST, site.domain]));
    const one = await bodyOf<{ site: StaffSiteDto }>(await admin.get(`${SITES_URL}?id=${site.id}`));
    expect(one.site).toMatchObject({ countries: ['NL', 'BE'], languages: ['nl', 'fr'], logo_url: 'https://cdn.example/logo.png', min_age: 18 });
    expect((await admin.get(`${SITES_URL}?id=999999`)).status).toBe(404);
  });

  it('is for admins only', async () => {
    const operator = await staffAgent(t, await addStaff(t, 'operator'));
    expect((await operator.get(SITES_URL)).status).toBe(403);
    expect((await operator.post(SITES_URL, { domain: newDomain(), name: 'X' })).status).toBe(403);
    expect((await t.agent().get(SITES_URL)).status).toBe(401);
  });
});

describe('POST /api/staff/site-logos.php', () => {
  const upload = async (siteId: number, file: Blob | null) => {
    const form = new FormData();
    form.set('site', String(siteId));
    if (file) form.set('photo', file);
    return admin.post('/api/staff/site-logos.php', form);
  };
  const photo = async () => new File([await readFile('tests/fixtures/photo.jpg')], 'logo.jpg', { type: 'image/jpeg' });

  it('stores the logo as a PNG that the site’s pages show at once, and removes the one it replaces', async () => {
    const site = await created();
    const first = await bodyOf<{ site: StaffSiteDto }>(await upload(site.id, await photo()));
    expect(first.site.logo_url).toMatch(/^\/api\/media\/logo-[a-f0-9]{32}\.png$/);
    const served = await t.agent(site.domain).get(first.site.logo_url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await settingsOn(site.domain)).logo_url).toBe(first.site.logo_url);
    const res = await upload(site.id, await photo());
    expect(res.status).toBe(201);
    const second = await bodyOf<{ site: StaffSiteDto }>(res);
    expect(second.site.logo_url).not.toBe(first.site.logo_url);
    expect((await t.agent(site.domain).get(first.site.logo_url)).status).toBe(404);
    expect((await lastAudit(site.id)).action).toBe('site.logo');
  });

  it('refuses what is not an image, and no file at all', async () => {
    const site = await created();
    const text = await upload(site.id, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(text.status).toBe(422);
    expect(Object.keys((await errorOf(text)).fields ?? {})).toEqual(['photo']);
    expect((await upload(site.id, null)).status).toBe(422);
  });
});

describe('the site’s look on its pages', () => {
  it('puts the site’s colour over the built-in brand colour in the root layout', async () => {
    const site = await created({ primary_color: '#0a7f3b' });
    expect((await settingsOn(site.domain)).primary_color).toBe('#0a7f3b');
    const built = await created();
    expect((await settingsOn(built.domain)).primary_color).toBe('');
  });
});
