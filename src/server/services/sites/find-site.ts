import 'server-only';
import type { Container } from '../../container';
import { sites, type Site } from '../../db/schema';
import type { SiteIndex } from '../../cache/caches';

type Deps = Pick<Container, 'db' | 'caches'>;

/** 'www.Example.com:3000' → 'example.com', the form sites.domain is stored in. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
}

async function loadSiteIndex(deps: Deps): Promise<SiteIndex> {
  const rows = await deps.db.select().from(sites).orderBy(sites.id);
  const fallback = rows.find((s) => s.isDefault) ?? rows[0];
  if (!fallback) throw new Error('No site configured: run `npm run seed` or insert a row into sites');
  return { byDomain: new Map(rows.map((s) => [s.domain, s])), fallback };
}

/** The site for a host name; unknown hosts get the default site. All sites are one cache entry. */
export async function findSiteForHost(deps: Deps, host: string | null | undefined): Promise<Site> {
  const index = await deps.caches.sites.getOrLoad('all', () => loadSiteIndex(deps));
  return index.byDomain.get(normaliseHost(host ?? '')) ?? index.fallback;
}
