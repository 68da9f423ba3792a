import 'server-only';
import type { Container } from '../../container';
import { sites, type Site } from '../../db/schema';
import type { SiteIndex } from '../../cache/caches';

type Deps = Pick<Container, 'db' | 'caches'>;

const ALL_SITES = 'all';

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

const siteIn = (index: SiteIndex, host: string | null | undefined): Site => index.byDomain.get(normaliseHost(host ?? '')) ?? index.fallback;

/** The site for a host name; unknown hosts get the default site. All sites are one cache entry. */
export async function findSiteForHost(deps: Deps, host: string | null | undefined): Promise<Site> {
  return siteIn(await deps.caches.sites.getOrLoad(ALL_SITES, () => loadSiteIndex(deps)), host);
}

/** The same without waiting: undefined while the sites are not in the cache. */
export function peekSiteForHost(deps: Pick<Container, 'caches'>, host: string | null | undefined): Site | undefined {
  const index = deps.caches.sites.peek(ALL_SITES);
  return index && siteIn(index, host);
}
