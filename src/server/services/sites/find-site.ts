import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sites, type Site } from '../../db/schema';

const TTL_MS = 60_000;
const cache = new Map<string, { site: Site; at: number }>();

/** 'www.Example.com:3000' → 'example.com', the form sites.domain is stored in. */
export function normaliseHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
}

/** The site for a host name; unknown hosts get the default site. Cached per domain for a minute. */
export async function findSiteForHost(db: Db, host: string | null | undefined): Promise<Site> {
  const domain = normaliseHost(host ?? '');
  const hit = cache.get(domain);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.site;
  const [exact] = domain ? await db.select().from(sites).where(eq(sites.domain, domain)).limit(1) : [];
  const site = exact ?? (await findDefaultSite(db));
  cache.set(domain, { site, at: Date.now() });
  return site;
}

async function findDefaultSite(db: Db): Promise<Site> {
  const [site] = await db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
  if (site) return site;
  const [first] = await db.select().from(sites).orderBy(sites.id).limit(1);
  if (first) return first;
  throw new Error('No site configured: run `npm run seed` or insert a row into sites');
}

/** Forget cached sites, e.g. after an operator edits settings. */
export function clearSiteCache(): void {
  cache.clear();
}
