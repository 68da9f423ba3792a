import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sites, type NewSite, type Site } from '../../../db/schema';
import { validationError } from '../../../errors';
import { isUniqueViolation } from '../../unique-violation';
import { seedPackages } from '../../../db/seed/packages';
import { seedDiscountCodes } from '../../../db/seed/seed-discount-codes';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { findSite } from './list-sites';
import { toStaffSiteDto } from './site-dto';
import { siteValues } from './site-values';
import type { SiteCreateInput, SiteUpdateInput } from '@/shared/schemas/staff-sites';
import type { StaffSiteDto } from '@/shared/types/staff-sites';

const domainTaken = () => validationError({ domain: { key: 'siteDomainTaken' } });

async function refuseTakenDomain(db: Db, domain: string | undefined, exceptId?: number): Promise<void> {
  if (domain === undefined) return;
  const other = exceptId === undefined ? eq(sites.domain, domain) : and(eq(sites.domain, domain), ne(sites.id, exceptId));
  const [taken] = await db.select({ id: sites.id }).from(sites).where(other).limit(1);
  if (taken) throw domainTaken();
}

/** Only the settings that really change, before and after, for the audit row. */
function difference(before: StaffSiteDto | null, after: StaffSiteDto): { before: Record<string, unknown> | null; after: Record<string, unknown> } {
  if (!before) return { before: null, after: after as unknown as Record<string, unknown> };
  const keys = (Object.keys(after) as (keyof StaffSiteDto)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k]])), after: Object.fromEntries(keys.map((k) => [k, after[k]])) };
}

/**
 * Writes the site and its audit row in one transaction, then clears the site caches here and on
 * every other instance: the host lookup, settings and cached answers read the new row at once.
 */
async function write(ctx: StaffContext, current: Site | null, values: Partial<NewSite>): Promise<StaffSiteDto> {
  const saved = await ctx.db
    .transaction(async (tx) => {
      const [row] = current
        ? await tx.update(sites).set(values).where(eq(sites.id, current.id)).returning()
        : await tx
            .insert(sites)
            .values(values as NewSite)
            .returning();
      const change = difference(current && toStaffSiteDto(current), toStaffSiteDto(row));
      if (Object.keys(change.after).length === 0) return row;
      const action = current ? 'site.update' : 'site.create';
      await recordAudit(tx, { staffId: ctx.staff.id, action, targetType: 'site', targetId: row.id, ...change, ip: ctx.ip }, ctx.now);
      return row;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw domainTaken();
      throw err;
    });
  await ctx.invalidateCaches('sites', 'settings', 'responses');
  return toStaffSiteDto(saved);
}

/**
 * POST /api/staff/sites.php (admins): a new site, answering on its domain at once, with the credit
 * packages and time-bonus and welcome codes the seed gives every site at start (so it can sell
 * before the next restart). Both seeds add only what is missing.
 */
export async function createSite(ctx: StaffContext, input: SiteCreateInput): Promise<StaffSiteDto> {
  requireStaff(ctx, ['admin']);
  await refuseTakenDomain(ctx.db, input.domain);
  const site = await write(ctx, null, siteValues(input));
  await seedPackages(ctx.db);
  await seedDiscountCodes(ctx.db, { demo: false });
  return site;
}

/** PUT /api/staff/sites.php (admins): only the fields sent change; an edit that changes nothing is not audited. */
export async function updateSite(ctx: StaffContext, input: SiteUpdateInput): Promise<StaffSiteDto> {
  requireStaff(ctx, ['admin']);
  const { id, ...fields } = input;
  const current = await findSite(ctx.db, id);
  await refuseTakenDomain(ctx.db, fields.domain, id);
  const values = siteValues(fields, current);
  if (Object.keys(values).length === 0) return toStaffSiteDto(current);
  return write(ctx, current, values);
}
