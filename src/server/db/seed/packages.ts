import 'server-only';
import type { Db } from '../client';
import { packages, sites } from '../schema';
import { PACKAGE_COUNTRIES, packagesFor } from './data/packages';

/**
 * The credit packages of every site for every payment country; a (site, country) that has any
 * package already is left as the operator made it.
 */
export async function seedPackages(db: Db): Promise<number> {
  const allSites = await db.select({ id: sites.id, countries: sites.countries }).from(sites);
  const existing = await db.select({ siteId: packages.siteId, country: packages.country }).from(packages);
  const present = new Set(existing.map((p) => `${p.siteId}:${p.country}`));
  const rows = allSites.flatMap((site) => {
    const countries = new Set([...site.countries, ...PACKAGE_COUNTRIES]);
    return [...countries].filter((c) => !present.has(`${site.id}:${c}`)).flatMap((c) => packagesFor(c).map((p) => ({ ...p, siteId: site.id })));
  });
  if (rows.length) await db.insert(packages).values(rows);
  return rows.length;
}
