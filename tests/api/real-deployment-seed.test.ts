import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDb } from '../fixtures/test-db';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { discountCodes, packages, sites } from '@/server/db/schema';
import { seed, type SeedOptions } from '@/server/db/seed/seed';
import type { Db } from '@/server/db/client';

// What the server's boot does at every start (src/server/boot.ts), on a database of its own.
// Photos are off, so the storage is never written.
const storage = createLocalStorage('/nonexistent');
const OWN_SITE = { domain: 'liefde.example', name: 'Liefde', domainLanguage: 'nl-BE' };

let handle: Awaited<ReturnType<typeof openTestDb>>;
let logged: string[];
beforeEach(async () => {
  handle = await openTestDb();
  logged = [];
});
afterEach(() => handle.close());

const start = (options: Omit<SeedOptions, 'log' | 'photos'>) =>
  seed(handle.db, storage, { ...options, members: 2, photos: false, log: (line) => logged.push(line) });
const domains = async (db: Db) => (await db.select({ domain: sites.domain }).from(sites)).map((s) => s.domain).sort();
const codes = async (db: Db) => (await db.select({ code: discountCodes.code }).from(discountCodes)).map((c) => c.code).sort();

// Each test migrates a database of its own, which takes a while on a busy machine.
describe('a real deployment (PostgreSQL without DEMO_DATA)', { timeout: 90_000 }, () => {
  it('creates no demo brand, company or example code, and the log says how to create a site', async () => {
    await start({ demo: false });
    expect(await domains(handle.db)).toEqual([]);
    expect(await codes(handle.db)).toEqual([]);
    expect(logged).toContain(
      'no site yet: set SITE_DOMAIN, SITE_NAME and SITE_LANGUAGE and start again, or insert a row into sites (docs/operations.md, Sites)',
    );
  });

  it('starts an empty database with the one site SITE_DOMAIN, SITE_NAME and SITE_LANGUAGE name, without a company', async () => {
    await start({ demo: false, firstSite: OWN_SITE });
    const [site] = await handle.db.select().from(sites);
    expect(site).toMatchObject({ ...OWN_SITE, isDefault: true });
    expect(site!.extra.company).toBeUndefined();
    expect(await codes(handle.db)).toEqual(['TIMEBONUS25', 'WELCOME25']);
    expect((await handle.db.select().from(packages).where(eq(packages.siteId, site!.id))).length).toBeGreaterThan(0);
    expect(logged).toContain('site liefde.example ("Liefde", nl-BE) created');
  });

  it('brings back no code and no site the operator deleted at the next start', async () => {
    await start({ demo: false, firstSite: OWN_SITE });
    await handle.db.delete(discountCodes).where(eq(discountCodes.code, 'WELCOME25'));
    await start({ demo: false, firstSite: OWN_SITE });
    expect(await codes(handle.db)).toEqual(['TIMEBONUS25']);

    await handle.db.delete(sites);
    await start({ demo: false, firstSite: OWN_SITE });
    expect(await domains(handle.db)).toEqual([]);
  });

  it('names demo sites an earlier version left behind, so the operator can delete them', async () => {
    await start({ demo: true });
    logged = [];
    await start({ demo: false });
    expect(logged).toContain('demo site(s) localhost, gay.localhost still in the database: delete them before going live (docs/operations.md, Sites)');
  });
});

describe('the embedded demo', { timeout: 90_000 }, () => {
  it('has both demo sites with the example code, and a demo site or code the operator deleted stays deleted', async () => {
    await start({ demo: true });
    expect(await domains(handle.db)).toEqual(['gay.localhost', 'localhost']);
    expect(await codes(handle.db)).toContain('LOVE10');

    await handle.db.delete(sites).where(eq(sites.domain, 'gay.localhost'));
    await handle.db.delete(discountCodes).where(eq(discountCodes.code, 'LOVE10'));
    await start({ demo: true });
    expect(await domains(handle.db)).toEqual(['localhost']);
    expect(await codes(handle.db)).not.toContain('LOVE10');
  });
});
