import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sites, type Site } from '../../../db/schema';
import { notFound } from '../../../errors';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { toStaffSiteDto, toStaffSiteSummary } from './site-dto';
import type { StaffSiteDto, StaffSiteSummaryDto } from '@/shared/types/staff-sites';

export async function findSite(db: Db, id: number): Promise<Site> {
  const [site] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  if (!site) throw notFound();
  return site;
}

/** GET /api/staff/sites.php (admins): every site, by domain. */
export async function listSites(ctx: StaffContext): Promise<StaffSiteSummaryDto[]> {
  requireStaff(ctx, ['admin']);
  const rows = await ctx.db.select().from(sites).orderBy(asc(sites.domain));
  return rows.map(toStaffSiteSummary);
}

/** GET /api/staff/sites.php?id= (admins): one site with all its settings. */
export async function viewSite(ctx: StaffContext, id: number): Promise<StaffSiteDto> {
  requireStaff(ctx, ['admin']);
  return toStaffSiteDto(await findSite(ctx.db, id));
}
