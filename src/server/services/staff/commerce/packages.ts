import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { packages, type Package } from '../../../db/schema';
import { notFound } from '../../../errors';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { findSite } from '../sites/list-sites';
import { changedFields } from './changed-fields';
import { currencyOf } from '@/shared/payment-countries';
import type { PackageCreateInput, PackageUpdateInput } from '@/shared/schemas/staff-commerce';
import type { StaffPackageDto } from '@/shared/types/staff-commerce';

const toDto = (p: Package): StaffPackageDto => ({
  id: p.id,
  site_id: p.siteId,
  country: p.country,
  currency: p.currency,
  credits: p.credits,
  price_cents: p.priceCents,
  is_intro: p.isIntro,
  position: p.position,
  active: p.active,
});

/** GET /api/staff/packages.php?site= (admins): a site's packages per country, in their order, inactive ones too. */
export async function listPackages(ctx: StaffContext, siteId: number): Promise<StaffPackageDto[]> {
  requireStaff(ctx, ['admin']);
  await findSite(ctx.db, siteId);
  const rows = await ctx.db.select().from(packages).where(eq(packages.siteId, siteId)).orderBy(asc(packages.country), asc(packages.position), asc(packages.id));
  return rows.map(toDto);
}

/** POST /api/staff/packages.php (admins): a package for one payment country, priced in that country's currency. */
export async function createPackage(ctx: StaffContext, input: PackageCreateInput): Promise<StaffPackageDto> {
  requireStaff(ctx, ['admin']);
  await findSite(ctx.db, input.site);
  const values: typeof packages.$inferInsert = {
    siteId: input.site,
    country: input.country,
    currency: currencyOf(input.country),
    credits: input.credits,
    priceCents: input.price_cents,
    isIntro: input.is_intro ?? false,
    position: input.position ?? 0,
    active: input.active ?? true,
  };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(packages).values(values).returning();
    const audit = { staffId: ctx.staff.id, action: 'package.create', targetType: 'package', targetId: row.id, ip: ctx.ip };
    await recordAudit(tx, { ...audit, after: toDto(row) }, ctx.now);
    return toDto(row);
  });
}

/** PUT /api/staff/packages.php (admins): only the fields sent change; `active: false` takes it off sale. */
export async function updatePackage(ctx: StaffContext, input: PackageUpdateInput): Promise<StaffPackageDto> {
  requireStaff(ctx, ['admin']);
  const [current] = await ctx.db.select().from(packages).where(eq(packages.id, input.id)).limit(1);
  if (!current) throw notFound();
  const country = input.country ?? current.country;
  const next = { ...toDto(current), ...input, country, currency: currencyOf(country) };
  const change = changedFields(toDto(current), next);
  if (!change) return toDto(current);
  return ctx.db.transaction(async (tx) => {
    const values = {
      country,
      currency: next.currency,
      credits: next.credits,
      priceCents: next.price_cents,
      isIntro: next.is_intro,
      position: next.position,
      active: next.active,
    };
    const [row] = await tx.update(packages).set(values).where(eq(packages.id, current.id)).returning();
    const action = change.after.active === false ? 'package.deactivate' : 'package.update';
    await recordAudit(tx, { staffId: ctx.staff.id, action, targetType: 'package', targetId: row.id, ...change, ip: ctx.ip }, ctx.now);
    return toDto(row);
  });
}
