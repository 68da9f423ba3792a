import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertDiscountCode, seedSiteCodes } from '../factories/discounts';
import { discountRedemptions, orders, packages, sites, type DiscountCode, type Package } from '@/server/db/schema';
import { priceWithDiscount, redeemDiscount } from '@/server/services/discounts/apply-discount';
import { ApiError } from '@/server/errors';
import type { Agent } from '../fixtures/agent';
import type { MemberOverrides } from '../factories/members';
import type { DiscountCodeDto, TimeBonusDto } from '@/shared/types/payments';

const OTHER_HOST = 'other.localhost';
const HOUR = 3_600_000;

let t: TestApp;
let seeded: DiscountCode[];

beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_HOST, name: 'Other' }] });
  seeded = await seedSiteCodes(t.db);
});
afterAll(() => t.close());

const member = (overrides: MemberOverrides = {}) => loggedInMember(t, { country: 'NL', ...overrides });
const signedUpAgo = (ms: number): MemberOverrides => ({ user: { createdAt: new Date(Date.now() - ms) } });

async function lookUp(agent: Agent, query: string): Promise<Response> {
  return agent.get(`/api/discountcode.php?${query}`);
}

async function found(agent: Agent, code: string): Promise<DiscountCodeDto> {
  const res = await lookUp(agent, `code=${encodeURIComponent(code)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return bodyOf<DiscountCodeDto>(res);
}

async function refused(agent: Agent, query: string, status: number): Promise<string> {
  const res = await lookUp(agent, query);
  expect(res.status, await res.clone().text()).toBe(status);
  return (await errorOf(res)).message;
}

async function insertPackage(priceCents = 2_000): Promise<Package> {
  const [site] = await t.db.select().from(sites).where(eq(sites.isDefault, true));
  const [pkg] = await t.db.insert(packages).values({ siteId: site.id, country: 'NL', currency: 'EUR', credits: 100, priceCents }).returning();
  return pkg;
}

describe('GET /api/discountcode.php?code=', () => {
  it('answers a code of the site with its percentage, minimum in cents and country', async () => {
    const code = await insertDiscountCode(t.db, { code: 'SUMMER30', percentage: 30, minimumCents: 1_000, country: 'NL' });
    const { agent } = await member();
    expect(await found(agent, 'summer30')).toEqual({ code: code.code, percentage: 30, minimum: 1_000, country: 'NL' });
  });

  it('accepts a code for every site and every country', async () => {
    await insertDiscountCode(t.db, { code: 'EVERYWHERE5', percentage: 5, siteId: null, site: undefined });
    const { agent } = await member();
    expect(await found(agent, 'EVERYWHERE5')).toMatchObject({ percentage: 5, country: null });
  });

  it("says 'Code niet gevonden' for an unknown, inactive or future code", async () => {
    await insertDiscountCode(t.db, { code: 'OFF1', active: false });
    await insertDiscountCode(t.db, { code: 'LATER1', validFrom: new Date(Date.now() + HOUR) });
    const { agent } = await member();
    for (const code of ['NOPE', 'OFF1', 'LATER1']) expect(await refused(agent, `code=${code}`, 404)).toBe('Code niet gevonden');
  });

  it('says that a code has expired', async () => {
    await insertDiscountCode(t.db, { code: 'PAST1', validUntil: new Date(Date.now() - HOUR) });
    const { agent } = await member();
    expect(await refused(agent, 'code=PAST1', 422)).toBe('Deze code is verlopen.');
  });

  it("does not give another site's code", async () => {
    await insertDiscountCode(t.db, { code: 'OTHERSITE', site: OTHER_HOST });
    const { agent } = await member();
    expect(await refused(agent, 'code=OTHERSITE', 404)).toBe('Code niet gevonden');
  });

  it("gives a country's code only to members paying in that country", async () => {
    await insertDiscountCode(t.db, { code: 'BELGIE20', country: 'BE' });
    const dutch = await member();
    const belgian = await member({ country: 'BE' });
    expect(await refused(dutch.agent, 'code=BELGIE20', 422)).toBe('Deze code geldt niet in jouw land.');
    expect(await found(belgian.agent, 'BELGIE20')).toMatchObject({ country: 'BE' });
  });

  it("says 'Code reeds gebruikt' for a code the member used", async () => {
    const code = await insertDiscountCode(t.db, { code: 'ONCE10' });
    const { id, agent } = await member();
    await t.db.insert(discountRedemptions).values({ codeId: code.id, codeKey: code.code, userId: id });
    expect(await refused(agent, 'code=ONCE10', 422)).toBe('Code reeds gebruikt');
    const other = await member();
    expect(await found(other.agent, 'ONCE10')).toMatchObject({ code: 'ONCE10' });
  });

  it('refuses visitors, whatever they ask', async () => {
    for (const query of ['code=LOVE10', 'welcome=true', '']) {
      const res = await lookUp(t.agent(), query);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe('authentication_required');
    }
  });

  it('asks for a code when nothing is asked', async () => {
    const { agent } = await member();
    const res = await lookUp(agent, '');
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toHaveProperty('code');
  });
});

describe('pricing an order with a code', () => {
  async function price(code: string, options: { priceCents?: number; method?: 'ideal' | 'visa' } = {}) {
    const { id } = await member();
    const user = await t.container.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, id) });
    const pkg = await insertPackage(options.priceCents);
    return t.db.transaction((tx) =>
      priceWithDiscount(tx, { user: user!, siteId: pkg.siteId, country: 'NL', code, pkg, method: options.method ?? 'ideal', now: new Date(), locale: 'nl' }),
    );
  }

  it('takes the percentage off the package price, rounded to cents', async () => {
    await insertDiscountCode(t.db, { code: 'THIRD', percentage: 33 });
    expect(await price('THIRD', { priceCents: 1_999 })).toMatchObject({ amountCents: 1_339, code: 'THIRD' });
  });

  it('refuses a package below the minimum', async () => {
    await insertDiscountCode(t.db, { code: 'BIGONLY', minimumCents: 5_000 });
    await expect(price('BIGONLY', { priceCents: 2_000 })).rejects.toMatchObject({
      fields: { discountcode: { key: 'discountCodeMinimum', values: { amount: '€\u00a050,00' } } },
    });
    expect(await price('BIGONLY', { priceCents: 5_000 })).toMatchObject({ amountCents: 4_000 });
  });

  it('refuses a method the code is not for', async () => {
    await insertDiscountCode(t.db, { code: 'IDEALONLY', paymentMethods: ['ideal'] });
    await expect(price('IDEALONLY', { method: 'visa' })).rejects.toMatchObject({ fields: { discountcode: { key: 'discountCodeMethod' } } });
    expect(await price('IDEALONLY', { method: 'ideal' })).toMatchObject({ amountCents: 1_600 });
  });

  it('lets one of two racing orders with the same code win', async () => {
    const code = await insertDiscountCode(t.db, { code: 'RACE50', percentage: 50 });
    const { id } = await member();
    const user = (await t.container.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.id, id) }))!;
    const pkg = await insertPackage();
    const order = (key: string) =>
      t.db.transaction(async (tx) => {
        const priced = await priceWithDiscount(tx, {
          user,
          siteId: pkg.siteId,
          country: 'NL',
          code: 'RACE50',
          pkg,
          method: 'ideal',
          now: new Date(),
          locale: 'nl',
        });
        const [row] = await tx
          .insert(orders)
          .values({
            userId: id,
            siteId: pkg.siteId,
            packageId: pkg.id,
            provider: 'simulator',
            method: 'ideal',
            credits: 100,
            amountCents: priced.amountCents,
            listPriceCents: pkg.priceCents,
            currency: 'EUR',
            country: 'NL',
            discountCode: priced.code,
            idempotencyKey: key,
          })
          .returning();
        await redeemDiscount(tx, { codeId: priced.codeId!, userId: id, orderId: row.id, now: new Date(), money: { locale: 'nl', currency: 'EUR' } });
        return row;
      });
    const results = await Promise.allSettled([order('a'), order('b')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(loser.reason).toBeInstanceOf(ApiError);
    expect(loser.reason).toMatchObject({ fields: { discountcode: { key: 'discountCodeUsed' } } });
    expect(await t.db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(1);
    expect(await t.db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, code.id))).toHaveLength(1);
  });
});

describe('GET /api/discountcode.php?welcome=true', () => {
  it('gives a new member the 25% welcome discount', async () => {
    const { agent } = await member(signedUpAgo(HOUR));
    const res = await lookUp(agent, 'welcome=true');
    expect(await bodyOf<DiscountCodeDto>(res)).toEqual({ code: 'WELCOME25', percentage: 25, minimum: 0, country: null });
  });

  it('is gone once its hours after signup have passed', async () => {
    const { agent } = await member(signedUpAgo(49 * HOUR));
    expect(await refused(agent, 'welcome=true', 404)).toBe('Code niet gevonden');
  });
});

describe('GET /api/discountcode.php?timebonus=true', () => {
  it('gives a member who signed up under 4 hours ago TIMEBONUS25 until 4 hours after signup', async () => {
    const createdAt = new Date(Date.now() - HOUR);
    const { id, agent } = await member({ user: { createdAt } });
    const res = await lookUp(agent, 'timebonus=true');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await bodyOf<TimeBonusDto>(res)).toEqual({
      code: 'TIMEBONUS25',
      country: null,
      user_id: id,
      expires: new Date(createdAt.getTime() + 4 * HOUR).toISOString(),
      value_percentage: 25,
      currency: 'EUR',
      minimum_order_value: 0,
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      paymentmethods: [],
    });
  });

  it('is not there 4 hours after signup', async () => {
    const { agent } = await member(signedUpAgo(4 * HOUR + 1_000));
    await refused(agent, 'timebonus=true', 404);
  });

  it('is not there for a paid member', async () => {
    const { agent } = await member({ user: { paidUser: true, createdAt: new Date() } });
    await refused(agent, 'timebonus=true', 404);
  });

  it('is not there once used', async () => {
    const { id, agent } = await member(signedUpAgo(HOUR));
    const timeBonus = seeded.find((c) => c.kind === 'timebonus')!;
    await t.db.insert(discountRedemptions).values({ codeId: timeBonus.id, codeKey: timeBonus.code, userId: id });
    await refused(agent, 'timebonus=true', 404);
  });

  it('refuses visitors', async () => {
    const res = await lookUp(t.agent(), 'timebonus=true');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});
