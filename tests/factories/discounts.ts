import { eq } from 'drizzle-orm';
import { discountCodes, sites, type DiscountCode } from '@/server/db/schema';
import { discountCodeSeed } from '@/server/db/seed/data/discount-codes';
import type { Db } from '@/server/db/client';

let sequence = 0;

async function siteId(db: Db, domain: string | undefined): Promise<number> {
  const [site] = domain
    ? await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain))
    : await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
  return site.id;
}

/** A discount code of the default site (or `site`'s); every column can be overridden. */
export async function insertDiscountCode(db: Db, overrides: Partial<typeof discountCodes.$inferInsert> & { site?: string } = {}): Promise<DiscountCode> {
  sequence += 1;
  const { site, ...columns } = overrides;
  const [code] = await db
    .insert(discountCodes)
    .values({ siteId: await siteId(db, site), code: `CODE${sequence}X`, percentage: 20, ...columns })
    .returning();
  return code;
}

/** The codes the seed gives a site: TIMEBONUS25, WELCOME25 and LOVE10. */
export async function seedSiteCodes(db: Db, site?: string): Promise<DiscountCode[]> {
  return db
    .insert(discountCodes)
    .values(discountCodeSeed(await siteId(db, site)))
    .returning();
}
