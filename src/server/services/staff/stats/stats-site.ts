import 'server-only';
import { eq } from 'drizzle-orm';
import { sites } from '../../../db/schema';
import { notFound } from '../../../errors';
import { worksOn } from '../access';
import type { StaffContext } from '../staff-context';
import type { StaffSiteDto } from '@/shared/types/staff';

/** The site a statistics request names, by domain or id; one that does not exist or is out of scope is 404. */
export async function statsSite(ctx: StaffContext, site: string | undefined): Promise<StaffSiteDto | null> {
  if (!site) return null;
  const byId = /^\d{1,9}$/.test(site);
  const [row] = await ctx.db
    .select({ id: sites.id, domain: sites.domain, name: sites.name })
    .from(sites)
    .where(byId ? eq(sites.id, Number(site)) : eq(sites.domain, site.toLowerCase()))
    .limit(1);
  if (!row || !worksOn(ctx.staff, row.id)) throw notFound();
  return row;
}
