import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { sites } from '../../db/schema';
import { scopeOf } from './access';
import type { StaffContext } from './staff-context';
import { LOCALES } from '@/shared/constants';
import type { StaffSiteDto } from '@/shared/types/staff';

/** The sites this staff member works for, by name, for the back office's site selects. */
export async function listScopedSites(ctx: StaffContext): Promise<StaffSiteDto[]> {
  const { siteIds } = scopeOf(ctx.staff);
  return ctx.db
    .select({ id: sites.id, domain: sites.domain, name: sites.name })
    .from(sites)
    .where(siteIds ? inArray(sites.id, siteIds) : undefined)
    .orderBy(asc(sites.name));
}

/** The languages this staff member works in (every locale when the scope names none). */
export function scopedLanguages(ctx: StaffContext): string[] {
  return scopeOf(ctx.staff).languages ?? [...LOCALES];
}

/** A site by its domain, or null when no site has it (the caller decides between 404 and 422). */
export async function findSiteByDomain(ctx: StaffContext, domain: string): Promise<StaffSiteDto | null> {
  const [site] = await ctx.db.select({ id: sites.id, domain: sites.domain, name: sites.name }).from(sites).where(eq(sites.domain, domain)).limit(1);
  return site ?? null;
}
