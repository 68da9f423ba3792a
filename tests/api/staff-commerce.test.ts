import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { addStaff, staffAgent } from '../factories/staff';
import { discountRedemptions, sites, staffAudit } from '@/server/db/schema';
import type { StaffDiscountCodeDto, StaffDiscountCodeUseDto, StaffPackageDto } from '@/shared/types/staff-commerce';

let t: TestApp;
let admin: Agent;
let siteId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffAgent(t, await addStaff(t, 'admin'));
  [{ id: siteId }] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, DEFAULT_HOST));
});
afterAll(() => t.close());

async function lastAudit(type: string, id: number) {
  const [row] = await t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.targetType, type), eq(staffAudit.targetId, String(id))))
    .orderBy(desc(staffAudit.id))
    .limit(1);
  return row;
}

describe('/api/staff/packages.php', () => {
  it('adds a package priced in the country’s currency, changes and deactivates it, audited', async () => {
    const res = await admin.post('/api/staff/packages.php', { site: siteId, country: 'PL', credits: 77, price_cents: 4900 });
    expect(res.status, await res.clone().text()).toBe(201);
    const { package: created } = await bodyOf<{ package: StaffPackageDto }>(res);
    expect(created).toMatchObject({ country: 'PL', currency: 'PLN', credits: 77, price_cents: 4900, active: true });
    expect((await lastAudit('package', created.id)).action).toBe('package.create');
    const off = await bodyOf<{ package: StaffPackageDto }>(await admin.put('/api/staff/packages.php', { id: created.id, active: false, price_cents: 3900 }));
    expect(off.package).toMatchObject({ active: false, price_cents: 3900 });
    expect(await lastAudit('package', created.id)).toMatchObject({
      action: 'package.deactivate',
      before: { active: true, price_cents: 4900 },
      after: { active: false, price_cents: 3900 },
    });
    const list = await bodyOf<{ packages: StaffPackageDto[] }>(await admin.get(`/api/staff/packages.php?site=${siteId}`));
    expect(list.packages.find((p) => p.id === created.id)).toMatchObject({ active: false });
  });

  it('refuses a country it does not serve, no credits, and an unknown site or package', async () => {
    const bad = await admin.post('/api/staff/packages.php', { site: siteId, country: 'ZZ', credits: 0, price_cents: 100 });
    expect(bad.status).toBe(422);
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['country', 'credits']);
    expect((await admin.post('/api/staff/packages.php', { site: 999_999, country: 'NL', credits: 1, price_cents: 100 })).status).toBe(404);
    expect((await admin.put('/api/staff/packages.php', { id: 999_999, active: false })).status).toBe(404);
  });
});

describe('/api/staff/discount-codes.php', () => {
  const create = (body: Record<string, unknown>) => admin.post('/api/staff/discount-codes.php', { site: siteId, ...body });

  it('creates a code with dates, country, minimum, methods and a maximum, and edits it, audited', async () => {
    const res = await create({
      code: 'zomer25',
      percentage: 25,
      minimum_cents: 1500,
      country: 'NL',
      payment_methods: ['ideal'],
      valid_from: '2026-06-01T00:00:00Z',
      valid_until: '2026-09-01T00:00:00Z',
      max_uses: 100,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { code } = await bodyOf<{ code: StaffDiscountCodeDto }>(res);
    expect(code).toMatchObject({ code: 'ZOMER25', percentage: 25, minimum_cents: 1500, country: 'NL', payment_methods: ['ideal'], max_uses: 100, uses: 0 });
    expect(code.valid_from).toBe('2026-06-01T00:00:00.000Z');
    const edited = await bodyOf<{ code: StaffDiscountCodeDto }>(
      await admin.put('/api/staff/discount-codes.php', { id: code.id, max_uses: 50, country: null, valid_from: '2026-06-01T00:00:00Z' }),
    );
    expect(edited.code).toMatchObject({ max_uses: 50, country: null });
    expect(await lastAudit('discount_code', code.id)).toMatchObject({
      action: 'discount_code.update',
      before: { max_uses: 100, country: 'NL' },
      after: { max_uses: 50, country: null },
    });
  });

  it('shows who used a code', async () => {
    const { code } = await bodyOf<{ code: StaffDiscountCodeDto }>(await create({ code: 'GEBRUIKT10', percentage: 10 }));
    const member = await insertMember(t.db);
    await t.db.insert(discountRedemptions).values({ codeId: code.id, codeKey: 'GEBRUIKT10', userId: member.id });
    const view = await bodyOf<{ code: StaffDiscountCodeDto; 'discount-code-uses': StaffDiscountCodeUseDto[] }>(
      await admin.get(`/api/staff/discount-codes.php?id=${code.id}`),
    );
    expect(view.code.uses).toBe(1);
    expect(view['discount-code-uses']).toEqual([expect.objectContaining({ member_id: member.id, email: member.email, released_at: null })]);
    const list = await bodyOf<{ codes: StaffDiscountCodeDto[] }>(await admin.get(`/api/staff/discount-codes.php?site=${siteId}`));
    expect(list.codes.find((c) => c.id === code.id)?.uses).toBe(1);
  });

  it('refuses the same code twice on a site, whatever its case, dates out of order and unknown methods', async () => {
    await create({ code: 'DUBBEL', percentage: 10 });
    const twice = await create({ code: 'dubbel', percentage: 15 });
    expect(twice.status).toBe(422);
    expect((await errorOf(twice)).fields).toEqual({ code: 'Deze site heeft al een code met deze naam.' });
    const bad = await create({ code: 'X', percentage: 95, payment_methods: ['cash'] });
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual(['code', 'payment_methods.0', 'percentage']);
    const dates = await create({ code: 'DATUMS', percentage: 10, valid_from: '2026-09-01T00:00:00Z', valid_until: '2026-06-01T00:00:00Z' });
    expect((await errorOf(dates)).fields).toEqual({ valid_until: 'De einddatum moet na de begindatum liggen.' });
  });
});
