import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember, loginAs } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { seedSiteCodes } from '../factories/discounts';
import { orderRow, payAtSimulator, postOrder } from '../factories/payments';
import { discountGrants, packages, sites, type Package } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';
import type { MemberOverrides } from '../factories/members';
import type { CreateOrderDto, DiscountCheckDto, OfferDto } from '@/shared/types/payments';

const SHOP_HOST = 'shop.localhost';
const HOUR = 3_600_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    sites: [
      {
        domain: SHOP_HOST,
        name: 'Shop',
        extra: { message_credits: 5, company: { name: 'Shop B.V.', address: 'Dam 1', kvk: '12345678', city: 'Amsterdam', country: 'NL', delete_discount: 50 } },
      },
    ],
  });
  await seedSiteCodes(t.db);
  await seedSiteCodes(t.db, SHOP_HOST);
});
afterAll(() => t.close());

const signedUpAgo = (ms: number, user: MemberOverrides['user'] = {}): MemberOverrides => ({
  country: 'NL',
  user: { createdAt: new Date(Date.now() - ms), ...user },
});

async function shopMember(overrides: MemberOverrides) {
  const member = await loggedInMember(t, overrides);
  return { ...member, agent: await loginAs(t, member, SHOP_HOST) };
}

async function regularPackages(host?: string): Promise<Package[]> {
  const [site] = await t.db
    .select()
    .from(sites)
    .where(host ? eq(sites.domain, host) : eq(sites.isDefault, true));
  const rows = await t.db.select().from(packages).where(eq(packages.siteId, site.id));
  return rows.filter((p) => p.country === 'NL' && !p.isIntro);
}

const offerOf = (agent: Agent) => agent.get('/api/discountcode.php?offer=true');
/** The member has no running offer: 200 with null. */
const noOffer = async (agent: Agent) => {
  const res = await offerOf(agent);
  return res.status === 200 && (await res.json()) === null;
};
const takeRetention = (agent: Agent) => agent.post('/api/discountcode.php', { offer: 'retention' });

async function orderWith(agent: Agent, pkg: Package, code: string): Promise<CreateOrderDto> {
  const res = await postOrder(agent, { package: pkg.id, paymentmethod: 'ideal', discountcode: code, idempotency_key: randomUUID() });
  expect(res.status, await res.clone().text()).toBe(201);
  return bodyOf<CreateOrderDto>(res);
}

describe('GET /api/discountcode.php?offer=true', () => {
  it('gives a member in their first 4 hours the time bonus, which ends first of the two 25% offers', async () => {
    const createdAt = new Date(Date.now() - HOUR);
    const { agent } = await loggedInMember(t, { country: 'NL', user: { createdAt } });
    const offer = await bodyOf<OfferDto>(await offerOf(agent));
    expect(offer).toEqual({
      code: 'TIMEBONUS25',
      percentage: 25,
      minimum: 0,
      country: null,
      kind: 'timebonus',
      expires: new Date(createdAt.getTime() + 4 * HOUR).toISOString(),
      paymentmethods: [],
    });
  });

  it('gives the welcome discount once the time bonus is over', async () => {
    const { agent } = await loggedInMember(t, signedUpAgo(5 * HOUR));
    expect(await bodyOf<OfferDto>(await offerOf(agent))).toMatchObject({ code: 'WELCOME25', kind: 'welcome' });
  });

  it('answers null, not 404, when the member has no offer: /credits asks every member', async () => {
    const { agent } = await loggedInMember(t, signedUpAgo(49 * HOUR));
    const res = await offerOf(agent);
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it('prices every package at the offer, charges the chosen one so, and is gone once paid', async () => {
    const { agent } = await loggedInMember(t, signedUpAgo(HOUR));
    const all = await regularPackages();
    for (const pkg of all) {
      const check = await bodyOf<DiscountCheckDto>(await agent.get(`/api/discountcode.php?code=TIMEBONUS25&package=${pkg.id}&paymentmethod=ideal`));
      expect(check).toMatchObject({ price: pkg.priceCents, discounted_price: Math.round(pkg.priceCents * 0.75) });
    }
    const chosen = all.at(-1)!;
    const created = await orderWith(agent, chosen, 'TIMEBONUS25');
    expect(created.order.amount).toBe(Math.round(chosen.priceCents * 0.75));
    await payAtSimulator(t, agent, created.checkout_url!, 'paid');
    expect(await orderRow(t.db, created.order.id)).toMatchObject({ status: 'paid', amountCents: Math.round(chosen.priceCents * 0.75) });
    expect(await noOffer(agent)).toBe(true);
  });

  it('refuses visitors', async () => {
    const res = await offerOf(t.agent());
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

describe('the deletion flow’s retention discount', () => {
  it('is given when taken, applied by itself on /credits and charged at its price', async () => {
    const before = Date.now();
    const { agent } = await shopMember(signedUpAgo(30 * 24 * HOUR, { paidUser: true }));
    const taken = await takeRetention(agent);
    expect(taken.status, await taken.clone().text()).toBe(201);
    const offer = await bodyOf<OfferDto>(taken);
    expect(offer).toMatchObject({ code: 'STAY50', percentage: 50, kind: 'retention' });
    expect(Date.parse(offer.expires!)).toBeGreaterThanOrEqual(before + 168 * HOUR - 1_000);
    expect(await bodyOf<OfferDto>(await offerOf(agent))).toEqual(offer);

    const [pkg] = await regularPackages(SHOP_HOST);
    const created = await orderWith(agent, pkg, offer.code);
    expect(created.order).toMatchObject({ amount: Math.round(pkg.priceCents / 2), discount_code: 'STAY50' });
    await payAtSimulator(t, agent, created.checkout_url!, 'paid');
    expect(await orderRow(t.db, created.order.id)).toMatchObject({ status: 'paid', amountCents: Math.round(pkg.priceCents / 2) });

    expect(await noOffer(agent)).toBe(true);
    const again = await takeRetention(agent);
    expect(again.status).toBe(422);
    expect((await errorOf(again)).message).toBe('Code reeds gebruikt');
  });

  it('beats a smaller welcome discount', async () => {
    const { agent } = await shopMember(signedUpAgo(5 * HOUR));
    await takeRetention(agent);
    expect(await bodyOf<OfferDto>(await offerOf(agent))).toMatchObject({ code: 'STAY50', kind: 'retention' });
  });

  it('keeps its first end when taken twice, and has ended after it', async () => {
    const { id, agent } = await shopMember(signedUpAgo(30 * 24 * HOUR));
    const first = await bodyOf<OfferDto>(await takeRetention(agent));
    expect(await bodyOf<OfferDto>(await takeRetention(agent))).toEqual(first);
    await t.db
      .update(discountGrants)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(discountGrants.userId, id));
    expect(await noOffer(agent)).toBe(true);
    const typed = await agent.get('/api/discountcode.php?code=STAY50');
    expect((await errorOf(typed)).message).toBe('Deze code is verlopen.');
  });

  it('does not exist for a member who was not given it', async () => {
    const taker = await shopMember(signedUpAgo(30 * 24 * HOUR));
    await takeRetention(taker.agent);
    const { agent } = await shopMember(signedUpAgo(30 * 24 * HOUR));
    const res = await agent.get('/api/discountcode.php?code=STAY50');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('Code niet gevonden');
    const [pkg] = await regularPackages(SHOP_HOST);
    const order = await postOrder(agent, { package: pkg.id, paymentmethod: 'ideal', discountcode: 'STAY50' });
    expect((await errorOf(order)).fields).toEqual({ discountcode: 'Code niet gevonden' });
  });

  it('is 404 on a site that offers none', async () => {
    const { agent } = await loggedInMember(t, signedUpAgo(30 * 24 * HOUR));
    expect((await takeRetention(agent)).status).toBe(404);
  });

  it('asks for a known offer and refuses visitors', async () => {
    const { agent } = await shopMember(signedUpAgo(30 * 24 * HOUR));
    const wrong = await agent.post('/api/discountcode.php', { offer: 'everything' });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).fields).toHaveProperty('offer');
    const visitor = await t.agent(SHOP_HOST).post('/api/discountcode.php', { offer: 'retention' });
    expect(visitor.status).toBe(403);
  });
});
