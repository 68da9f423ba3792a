import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sites } from '../schema';
import { SITE_EXTRA_DEFAULTS, SITE_SEED } from './data/sites';
import { readSeedMarker, writeSeedMarker } from './seed-markers';

/** The operator's own site, created on the first start of an empty database (SITE_DOMAIN, SITE_NAME, SITE_LANGUAGE). */
export type FirstSite = { domain: string; name: string; domainLanguage: string };

export type SiteSeedOptions = { demo: boolean; firstSite?: FirstSite; log: (line: string) => void };

const DEMO_DOMAINS = SITE_SEED.map((site) => site.domain);

// A data directory made before texts had languages has the demo sites already: they get the other
// languages once. A site whose texts an operator has set (anything but {}) keeps them.
async function fillMissingTexts(db: Db): Promise<void> {
  for (const site of SITE_SEED) {
    await db
      .update(sites)
      .set({ texts: site.texts })
      .where(and(eq(sites.domain, site.domain), sql`${sites.texts} = '{}'::jsonb`));
  }
}

/** The two demo sites, once per database: a demo site the operator deleted stays deleted. */
async function seedDemoSites(db: Db): Promise<void> {
  if (!(await readSeedMarker(db, 'demo_sites_seed'))) {
    await db.insert(sites).values(SITE_SEED).onConflictDoNothing({ target: sites.domain });
    await writeSeedMarker(db, 'demo_sites_seed', { ran_at: new Date().toISOString() });
  }
  await fillMissingTexts(db);
}

/** A real deployment: its own site from the settings on the first start, else a word on how to make one. */
async function seedFirstSite(db: Db, options: SiteSeedOptions): Promise<void> {
  const present = await db.select({ domain: sites.domain }).from(sites);
  const demoLeft = present.filter((site) => DEMO_DOMAINS.includes(site.domain)).map((site) => site.domain);
  if (demoLeft.length) options.log(`demo site(s) ${demoLeft.join(', ')} still in the database: delete them before going live (docs/operations.md, Sites)`);
  if (present.length > 0) return;
  const { firstSite } = options;
  if (firstSite && !(await readSeedMarker(db, 'first_site_seed'))) {
    await db.insert(sites).values({ ...firstSite, isDefault: true, niche: 1, extra: SITE_EXTRA_DEFAULTS });
    await writeSeedMarker(db, 'first_site_seed', { domain: firstSite.domain });
    options.log(`site ${firstSite.domain} ("${firstSite.name}", ${firstSite.domainLanguage}) created`);
    return;
  }
  options.log('no site yet: set SITE_DOMAIN, SITE_NAME and SITE_LANGUAGE and start again, or insert a row into sites (docs/operations.md, Sites)');
}

/** The demo sites when demo data is wanted, else the operator's own; returns the default site's id, if any. */
export async function seedSites(db: Db, options: SiteSeedOptions): Promise<number | null> {
  if (options.demo) await seedDemoSites(db);
  else await seedFirstSite(db, options);
  // An operator may have made another site the default since; members then join that one.
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true)).limit(1);
  return site?.id ?? null;
}
