import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, loginAs } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertDiscountCode, seedSiteCodes } from '../factories/discounts';
import { insertPackage, orderRow, payAtSimulator, postOrder } from '../factories/payments';
import { orders, sites, type Package } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';
import type { CreateOrderDto, DiscountCheckDto } from '@/shared/types/payments';

const OTHER_HOST = 'other.localhost';
const HOUR = 3_600_000;

let t: TestApp;
let pkg: Package;

beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_HOST, name: 'Other' }] });
  await seedSiteCodes(t.db);
  await seedSiteCodes(t.db, OTHER_HOST);
  pkg = await insertPackage(t.db, { priceCents: 2_000 });
});
afterAll(() => t.close());

const member = () => loggedInMember(t, { country: 'NL', user: { createdAt: new Date(Date.now() - HOUR) } });

function orderWith(agent: Agent, code: string, onPackage: Package = pkg): Promise<Response> {
  return postOrder(agent, { package: onPackage.id, paymentmethod: 'ideal', discountcode: code, idempotency_key: randomUUID() });
}

async function ordered(agent: Agent, code: string, onPackage: Package = pkg): Promise<CreateOrderDto> {
  const res = await orderWith(agent, code, onPackage);
  expect(res.status, await res.clone().text()).toBe(201);
  return bodyOf<CreateOrderDto>(res);
}

async function refusedOrder(agent: Agent, code: string, onPackage: Package = pkg): Promise<string> {
  const res = await orderWith(agent, code, onPackage);
  expect(res.status, await res.clone().text()).toBe(422);
  return (await errorOf(res)).fields!.discountcode;
}

describe('a discount code counts as used when its order is paid', () => {
  it.each(['failed', 'canceled', 'expired'] as const)('is free again after the checkout ends %s', async (outcome) => {
    const code = await insertDiscountCode(t.db, { percentage: 30 });
    const { agent } = await member();
    const first = await ordered(agent, code.code);
    await payAtSimulator(t, agent, first.checkout_url!, outcome);
    expect((await orderRow(t.db, first.order.id)).status).toBe(outcome);
    const again = await ordered(agent, code.code);
    expect(again.order).toMatchObject({ amount: 1_400, discount_code: code.code });
  });

  it('is held by an open order, so a second order with it is refused', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 30 });
    const { agent } = await member();
    await ordered(agent, code.code);
    expect(await refusedOrder(agent, code.code)).toBe('Code reeds gebruikt');
  });

  it('is freed when an open order outlives its checkout', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 30 });
    const { agent } = await member();
    const abandoned = await ordered(agent, code.code);
    // A day later the checkout nobody finished has expired at the provider.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(orders.id, abandoned.order.id));
    await ordered(agent, code.code);
  });

  it('stays used once paid', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 30 });
    const { agent } = await member();
    const paid = await ordered(agent, code.code);
    await payAtSimulator(t, agent, paid.checkout_url!, 'paid');
    expect((await orderRow(t.db, paid.order.id)).status).toBe('paid');
    expect(await refusedOrder(agent, code.code)).toBe('Code reeds gebruikt');
    const res = await agent.get(`/api/discountcode.php?code=${code.code}`);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('Code reeds gebruikt');
  });

  it('lets one of two orders sent at once by the same member have the code', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 30 });
    const { id, agent } = await member();
    const answers = await Promise.all([orderWith(agent, code.code), orderWith(agent, code.code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    const withCode = await t.db
      .select()
      .from(orders)
      .where(sql`${orders.userId} = ${id} and ${orders.discountCode} = ${code.code}`);
    expect(withCode).toHaveLength(1);
  });
});

describe('once per member on every site', () => {
  async function otherSite(member: { email: string; password: string }) {
    const [other] = await t.db.select().from(sites).where(eq(sites.domain, OTHER_HOST));
    return { agent: await loginAs(t, member, OTHER_HOST), pkg: await insertPackage(t.db, { siteId: other.id, priceCents: 2_000 }) };
  }

  it('refuses on the other site a code the member paid with on this one', async () => {
    const me = await member();
    const paid = await ordered(me.agent, 'LOVE10');
    await payAtSimulator(t, me.agent, paid.checkout_url!, 'paid');
    const elsewhere = await otherSite(me);
    const res = await elsewhere.agent.get('/api/discountcode.php?code=LOVE10');
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('Code reeds gebruikt');
    expect(await refusedOrder(elsewhere.agent, 'LOVE10', elsewhere.pkg)).toBe('Code reeds gebruikt');
  });

  it('holds the time bonus of an open order on this site against the other site', async () => {
    const me = await member();
    await ordered(me.agent, 'TIMEBONUS25');
    const elsewhere = await otherSite(me);
    expect(await refusedOrder(elsewhere.agent, 'TIMEBONUS25', elsewhere.pkg)).toBe('Code reeds gebruikt');
  });
});

describe('a total cap (max_uses)', () => {
  it('lets exactly as many members as the cap use the code when they order at once', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 40, maxUses: 2 });
    const members = await Promise.all([member(), member(), member(), member()]);
    const answers = await Promise.all(members.map(({ agent }) => orderWith(agent, code.code)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 422, 422]);
    const refusals = await Promise.all(answers.filter((r) => r.status === 422).map(async (r) => (await errorOf(r)).fields!.discountcode));
    expect(refusals).toEqual([
      'Deze code is niet meer geldig: hij is al zo vaak gebruikt als mag.',
      'Deze code is niet meer geldig: hij is al zo vaak gebruikt als mag.',
    ]);
  });

  it('counts a failed order’s use back, so the next member can have it', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 40, maxUses: 1 });
    const first = await member();
    const second = await member();
    const taken = await ordered(first.agent, code.code);
    expect(await refusedOrder(second.agent, code.code)).toBe('Deze code is niet meer geldig: hij is al zo vaak gebruikt als mag.');
    await payAtSimulator(t, first.agent, taken.checkout_url!, 'failed');
    expect((await ordered(second.agent, code.code)).order.amount).toBe(1_200);
  });
});

describe('GET /api/discountcode.php says why a code does not apply to a package', () => {
  it('names the minimum in the member’s money for a package that is too small', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 10, minimumCents: 5_000 });
    const { agent } = await member();
    const res = await agent.get(`/api/discountcode.php?code=${code.code}&package=${pkg.id}&paymentmethod=ideal`);
    expect(res.status).toBe(422);
    const body = await errorOf(res);
    expect(body.message).toBe('Dit pakket is te klein voor deze code (minimaal €\u00a050,00).');
    expect(body.fields).toEqual({ code: 'Dit pakket is te klein voor deze code (minimaal €\u00a050,00).' });
    expect(await refusedOrder(agent, code.code)).toBe('Dit pakket is te klein voor deze code (minimaal €\u00a050,00).');
  });

  it('in the member’s language', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 10, minimumCents: 5_000 });
    const { agent } = await loggedInMember(t, { country: 'NL', user: { language: 'en' } });
    const res = await agent.get(`/api/discountcode.php?code=${code.code}&package=${pkg.id}`);
    expect((await errorOf(res)).message).toBe('This package is too small for this code (minimum €50.00).');
  });

  it('refuses a method the code is not for', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 10, paymentMethods: ['ideal'] });
    const { agent } = await member();
    const res = await agent.get(`/api/discountcode.php?code=${code.code}&package=${pkg.id}&paymentmethod=paypal`);
    expect((await errorOf(res)).fields).toEqual({ code: 'Deze code geldt niet voor deze betaalmethode.' });
  });

  it('gives the price before and after the code for a package it fits', async () => {
    const code = await insertDiscountCode(t.db, { percentage: 15, minimumCents: 1_000 });
    const { agent } = await member();
    const res = await agent.get(`/api/discountcode.php?code=${code.code.toLowerCase()}&package=${pkg.id}&paymentmethod=ideal`);
    expect(await bodyOf<DiscountCheckDto>(res)).toEqual({
      code: code.code,
      percentage: 15,
      minimum: 1_000,
      country: null,
      price: 2_000,
      discounted_price: 1_700,
      currency: 'EUR',
    });
  });

  it('answers 422 on the package for a package that is not for sale to the member', async () => {
    const { agent } = await member();
    const res = await agent.get('/api/discountcode.php?code=LOVE10&package=999999');
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toHaveProperty('package');
  });
});
