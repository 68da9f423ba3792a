import 'server-only';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/transaction';
import { discountCodes, discountRedemptions, orders, users, type DiscountCode } from '../../../db/schema';
import { notFound, validationError } from '../../../errors';
import { isUniqueViolation } from '../../unique-violation';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { findSite } from '../sites/list-sites';
import { changedFields } from './changed-fields';
import type { DiscountCodeCreateInput, DiscountCodeUpdateInput } from '@/shared/schemas/staff-commerce';
import type { StaffDiscountCodeDto, StaffDiscountCodeUseDto } from '@/shared/types/staff-commerce';

type Editable = Omit<StaffDiscountCodeDto, 'id' | 'site_id' | 'kind' | 'uses'>;

const editable = (c: DiscountCode): Editable => ({
  code: c.code,
  percentage: c.percentage,
  minimum_cents: c.minimumCents,
  country: c.country,
  payment_methods: c.paymentMethods,
  valid_from: c.validFrom?.toISOString() ?? null,
  valid_until: c.validUntil?.toISOString() ?? null,
  max_uses: c.maxUses,
  active: c.active,
});

const toDto = (c: DiscountCode, uses: number): StaffDiscountCodeDto => ({ id: c.id, site_id: c.siteId, kind: c.kind, ...editable(c), uses });

function columns(e: Editable) {
  return {
    code: e.code,
    percentage: e.percentage,
    minimumCents: e.minimum_cents,
    country: e.country,
    paymentMethods: e.payment_methods,
    validFrom: e.valid_from ? new Date(e.valid_from) : null,
    validUntil: e.valid_until ? new Date(e.valid_until) : null,
    maxUses: e.max_uses,
    active: e.active,
  };
}

/** Live holds and uses per code: the count the maximum is checked against (discount-holds.ts). */
async function liveUses(db: DbOrTx, codeId?: number): Promise<Map<number, number>> {
  const live = isNull(discountRedemptions.releasedAt);
  const rows = await db
    .select({ codeId: discountRedemptions.codeId, n: count() })
    .from(discountRedemptions)
    .where(codeId === undefined ? live : and(live, eq(discountRedemptions.codeId, codeId)))
    .groupBy(discountRedemptions.codeId);
  return new Map(rows.map((r) => [r.codeId, r.n]));
}

async function findCode(db: DbOrTx, id: number): Promise<DiscountCode> {
  const [code] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
  if (!code) throw notFound();
  return code;
}

/** One spelling of a moment, so an unchanged date sent in another form is not a change. */
const isoOrNull = (value: string | null) => (value ? new Date(value).toISOString() : null);

const codeTaken = () => validationError({ code: { key: 'discountCodeTaken' } });

/** GET /api/staff/discount-codes.php?site= (admins): a site's codes with their live uses. */
export async function listDiscountCodes(ctx: StaffContext, siteId: number): Promise<StaffDiscountCodeDto[]> {
  requireStaff(ctx, ['admin']);
  await findSite(ctx.db, siteId);
  const [rows, uses] = await Promise.all([
    ctx.db.select().from(discountCodes).where(eq(discountCodes.siteId, siteId)).orderBy(asc(discountCodes.code)),
    liveUses(ctx.db),
  ]);
  return rows.map((c) => toDto(c, uses.get(c.id) ?? 0));
}

/** GET /api/staff/discount-codes.php?id= (admins): one code and who used it, newest first (at most 200). */
export async function viewDiscountCode(ctx: StaffContext, id: number): Promise<{ code: StaffDiscountCodeDto; uses: StaffDiscountCodeUseDto[] }> {
  requireStaff(ctx, ['admin']);
  const code = await findCode(ctx.db, id);
  const rows = await ctx.db
    .select({ r: discountRedemptions, email: users.email, status: orders.status })
    .from(discountRedemptions)
    .innerJoin(users, eq(users.id, discountRedemptions.userId))
    .leftJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(eq(discountRedemptions.codeId, id))
    .orderBy(desc(discountRedemptions.createdAt))
    .limit(200);
  const uses = rows.map(({ r, email, status }) => ({
    member_id: r.userId,
    email,
    order_id: r.orderId,
    order_status: status,
    created_at: r.createdAt.toISOString(),
    released_at: r.releasedAt?.toISOString() ?? null,
  }));
  return { code: toDto(code, (await liveUses(ctx.db, id)).get(id) ?? 0), uses };
}

/** POST /api/staff/discount-codes.php (admins): a code of a site; the same code twice on one site is refused, whatever its case. */
export async function createDiscountCode(ctx: StaffContext, input: DiscountCodeCreateInput): Promise<StaffDiscountCodeDto> {
  requireStaff(ctx, ['admin']);
  await findSite(ctx.db, input.site);
  const values: Editable = {
    code: input.code,
    percentage: input.percentage,
    minimum_cents: input.minimum_cents ?? 0,
    country: input.country ?? null,
    payment_methods: input.payment_methods ?? null,
    valid_from: isoOrNull(input.valid_from ?? null),
    valid_until: isoOrNull(input.valid_until ?? null),
    max_uses: input.max_uses ?? null,
    active: input.active ?? true,
  };
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({ siteId: input.site, ...columns(values) })
        .returning();
      await recordAudit(
        tx,
        { staffId: ctx.staff.id, action: 'discount_code.create', targetType: 'discount_code', targetId: row.id, after: values, ip: ctx.ip },
        ctx.now,
      );
      return toDto(row, 0);
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? codeTaken() : err;
    });
}

/** PUT /api/staff/discount-codes.php (admins): only the fields sent change; nothing changed, nothing audited. */
export async function updateDiscountCode(ctx: StaffContext, input: DiscountCodeUpdateInput): Promise<StaffDiscountCodeDto> {
  requireStaff(ctx, ['admin']);
  const current = await findCode(ctx.db, input.id);
  const { id, ...sent } = input;
  const merged: Editable = { ...editable(current), ...sent };
  const next: Editable = { ...merged, valid_from: isoOrNull(merged.valid_from), valid_until: isoOrNull(merged.valid_until) };
  const change = changedFields(editable(current), next);
  const uses = (await liveUses(ctx.db, id)).get(id) ?? 0;
  if (!change) return toDto(current, uses);
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx.update(discountCodes).set(columns(next)).where(eq(discountCodes.id, id)).returning();
      await recordAudit(
        tx,
        { staffId: ctx.staff.id, action: 'discount_code.update', targetType: 'discount_code', targetId: id, ...change, ip: ctx.ip },
        ctx.now,
      );
      return toDto(row, uses);
    })
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? codeTaken() : err;
    });
}
