import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { balanceAndLedger, sendText, sentText } from '../factories/chat';
import { buyPackage, packageOf, payAtSimulator, placeOrder, postOrder } from '../factories/payments';
import { packages, sites } from '@/server/db/schema';
import { seedPackages } from '@/server/db/seed/packages';
import { COUNTRIES } from '@/shared/constants';
import type { CreateOrderDto, OrderDto, PackagesDto, LedgerEntryDto } from '@/shared/types/payments';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderOf = async (agent: Awaited<ReturnType<typeof loggedInMember>>['agent'], id: number) => agent.get(`/api/order.php?id=${id}`);

describe('GET /api/packages.php', () => {
  it('lists the packages and methods of the member’s country, the intro offer first', async () => {
    const { agent } = await loggedInMember(t, { country: 'NL' });
    const body = await bodyOf<PackagesDto>(await agent.get('/api/packages.php'));
    expect(body.country).toBe('NL');
    expect(body.currency).toBe('EUR');
    expect(body.methods).toContain('ideal');
    expect(body.methods).toContain('sdd');
    expect(body.methods).not.toContain('bancontact');
    expect(body.packages[0]).toMatchObject({ is_intro: true, credits: 100, currency: 'EUR' });
    const regular = body.packages.filter((p) => !p.is_intro);
    const perCredit = regular.map((p) => p.price / p.credits);
    expect(perCredit).toEqual([...perCredit].sort((a, b) => b - a));
  });

  it('answers in złoty with BLIK and Przelewy24 for a member in Poland', async () => {
    const { agent } = await loggedInMember(t, { country: 'PL' });
    const body = await bodyOf<PackagesDto>(await agent.get('/api/packages.php'));
    expect(body).toMatchObject({ country: 'PL', currency: 'PLN' });
    expect(body.methods).toEqual(expect.arrayContaining(['blik', 'prezelewy24', 'creditcard', 'paypal']));
    expect(body.methods).not.toContain('ideal');
  });

  it('shows the pricing page another country on request', async () => {
    const body = await bodyOf<PackagesDto>(await t.agent().get('/api/packages.php?country=gb'));
    expect(body).toMatchObject({ country: 'GB', currency: 'GBP' });
    expect(body.methods).not.toContain('sdd');
  });
});

describe('a purchase through the simulator', () => {
  it('grants the credits once, makes the member premium and lifts the free-member limits', async () => {
    const buyer = await loggedInMember(t, { country: 'NL', gender: 'male' });
    const lisa = await insertMember(t.db, { gender: 'female', country: 'NL' });
    const pkg = await packageOf(t.db, 'NL', { intro: true });
    const created = await placeOrder(buyer.agent, pkg, 'ideal');
    expect(created.order).toMatchObject({ status: 'open', credits: 100, amount: pkg.priceCents, method: 'ideal' });
    expect(created.order.payment_id).toMatch(/^tr_sim_/);
    expect(created.checkout_url).toContain('/api/payment-simulator.php?id=');

    const page = await buyer.agent.get(new URL(created.checkout_url!).pathname + new URL(created.checkout_url!).search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Testbetaling');

    const back = await payAtSimulator(t, buyer.agent, created.checkout_url!, 'paid');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`http://localhost/transactions/${created.order.id}`);

    const { order } = await bodyOf<{ order: OrderDto }>(await orderOf(buyer.agent, created.order.id));
    expect(order).toMatchObject({ status: 'paid', credits: 100 });
    const me = await bodyOf<{ user: { credits: number; paid_user: boolean } }>(await buyer.agent.get('/api/user.php'));
    expect(me.user).toMatchObject({ credits: 100, paid_user: true });

    // Premium lifts the free-message limit: these sends cost credits instead of being refused.
    for (let i = 0; i < 5; i++) await sentText(buyer.agent, lisa.id, `Hoi Lisa ${i}`);
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 75, ledger: 75 });

    const mail = t.mail.mails.filter((m) => m.to === buyer.email).at(-1);
    expect(mail?.subject).toContain('Je betaling bij Amora is ontvangen');
    const history = await bodyOf<{ orders: OrderDto[]; ledger: LedgerEntryDto[] }>(await buyer.agent.get('/api/transactions.php'));
    expect(history.orders.map((o) => o.id)).toEqual([created.order.id]);
    expect(history.ledger.at(-1)).toMatchObject({ delta: 100, kind: 'purchase', balance_after: 100 });
  });

  it('offers the intro package only to members who never bought', async () => {
    const buyer = await loggedInMember(t, { country: 'NL' });
    await buyPackage(t, buyer.agent, await packageOf(t.db, 'NL', { credits: 250 }));
    const body = await bodyOf<PackagesDto>(await buyer.agent.get('/api/packages.php'));
    expect(body.packages.some((p) => p.is_intro)).toBe(false);
    const res = await postOrder(buyer.agent, { package: (await packageOf(t.db, 'NL', { intro: true })).id, paymentmethod: 'ideal' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.package).toBe('Het introductiepakket kun je maar één keer kopen.');
  });

  it('sells the intro package once when two orders for it race, and each checkout is paid', async () => {
    const buyer = await loggedInMember(t, { country: 'NL' });
    const intro = await packageOf(t.db, 'NL', { intro: true });
    const answers = await Promise.all(
      (['ideal', 'visa'] as const).map((paymentmethod) => postOrder(buyer.agent, { package: intro.id, paymentmethod, idempotency_key: crypto.randomUUID() })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422]);
    const refused = answers.find((r) => r.status === 422)!;
    expect((await errorOf(refused)).fields?.package).toBe(
      'Je hebt het introductiepakket al besteld en die betaling is nog niet afgerond. Rond die eerst af of probeer het later opnieuw.',
    );
    // The payer finishes every checkout that was handed out.
    for (const res of answers.filter((r) => r.status === 201)) await payAtSimulator(t, buyer.agent, (await bodyOf<CreateOrderDto>(res)).checkout_url!, 'paid');
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: intro.credits, ledger: intro.credits });
    const again = await postOrder(buyer.agent, { package: intro.id, paymentmethod: 'ideal', idempotency_key: crypto.randomUUID() });
    expect((await errorOf(again)).fields?.package).toBe('Het introductiepakket kun je maar één keer kopen.');
  });

  it('offers the intro package again once its earlier order failed', async () => {
    const buyer = await loggedInMember(t, { country: 'NL' });
    const intro = await packageOf(t.db, 'NL', { intro: true });
    const first = await placeOrder(buyer.agent, intro, 'ideal');
    expect((await bodyOf<PackagesDto>(await buyer.agent.get('/api/packages.php'))).packages.some((p) => p.is_intro)).toBe(false);
    await payAtSimulator(t, buyer.agent, first.checkout_url!, 'failed');
    expect((await bodyOf<PackagesDto>(await buyer.agent.get('/api/packages.php'))).packages.some((p) => p.is_intro)).toBe(true);
    const second = await placeOrder(buyer.agent, intro, 'visa');
    await payAtSimulator(t, buyer.agent, second.checkout_url!, 'paid');
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: intro.credits, ledger: intro.credits });
  });

  it('leaves a failed or canceled payment without credits', async () => {
    for (const status of ['failed', 'canceled', 'expired'] as const) {
      const buyer = await loggedInMember(t, { country: 'NL' });
      const created = await placeOrder(buyer.agent, await packageOf(t.db, 'NL'), 'visa');
      await payAtSimulator(t, buyer.agent, created.checkout_url!, status);
      const { order } = await bodyOf<{ order: OrderDto }>(await orderOf(buyer.agent, created.order.id));
      expect(order.status).toBe(status);
      const me = await bodyOf<{ user: { credits: number; paid_user: boolean } }>(await buyer.agent.get('/api/user.php'));
      expect(me.user).toMatchObject({ credits: 0, paid_user: false });
    }
  });
});

describe('POST /api/order.php', () => {
  it('refuses a method not offered in the member’s country', async () => {
    const { agent } = await loggedInMember(t, { country: 'NL' });
    const res = await postOrder(agent, { package: (await packageOf(t.db, 'NL')).id, paymentmethod: 'blik' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.paymentmethod).toBe('Deze betaalmethode is niet beschikbaar in jouw land.');
  });

  it('refuses a package of another country', async () => {
    const { agent } = await loggedInMember(t, { country: 'NL' });
    const res = await postOrder(agent, { package: (await packageOf(t.db, 'PL')).id, paymentmethod: 'ideal' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.package).toBe('Dit pakket is niet beschikbaar.');
  });

  it('returns the same order for a retry with the same idempotency key', async () => {
    const { agent } = await loggedInMember(t, { country: 'NL' });
    const pkg = await packageOf(t.db, 'NL');
    const first = await placeOrder(agent, pkg, 'ideal', 'retry-key-0001');
    const again = await bodyOf<CreateOrderDto>(await postOrder(agent, { package: pkg.id, paymentmethod: 'ideal', idempotency_key: 'retry-key-0001' }));
    expect(again.order.id).toBe(first.order.id);
    expect(again.order.payment_id).toBe(first.order.payment_id);
    expect(again.checkout_url).toBe(first.checkout_url);
  });

  it('asks a visitor to log in', async () => {
    const res = await postOrder(t.agent(), { package: 1, paymentmethod: 'ideal' });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

describe('GET /api/order.php', () => {
  it('does not show another member’s order', async () => {
    const owner = await loggedInMember(t, { country: 'NL' });
    const other = await loggedInMember(t, { country: 'NL' });
    const created = await placeOrder(owner.agent, await packageOf(t.db, 'NL'));
    expect((await orderOf(other.agent, created.order.id)).status).toBe(404);
    expect((await orderOf(owner.agent, created.order.id)).status).toBe(200);
  });
});

describe('a member without premium', () => {
  it('is refused beyond the free messages until they buy', async () => {
    const buyer = await loggedInMember(t, { country: 'NL', gender: 'male' });
    const lisa = await insertMember(t.db, { gender: 'female', country: 'NL' });
    let refused: Response | null = null;
    for (let i = 0; i < 10 && !refused; i++) {
      const res = await sendText(buyer.agent, lisa.id, `Hallo ${i}`);
      if (res.status !== 201) refused = res;
    }
    expect(refused?.status).toBe(403);
    expect((await errorOf(refused!)).error).toBe('premium_required');
    await buyPackage(t, buyer.agent, await packageOf(t.db, 'NL', { intro: true }));
    expect((await sendText(buyer.agent, lisa.id, 'Nu wel')).status).toBe(201);
  });
});

describe('in the member’s language', () => {
  it('mails the receipt in German to a German-speaking member', async () => {
    const buyer = await loggedInMember(t, { country: 'DE', user: { language: 'de' } });
    const order = await buyPackage(t, buyer.agent, await packageOf(t.db, 'DE'), 'sofort');
    const mail = t.mail.mails.filter((m) => m.to === buyer.email).at(-1);
    expect(mail?.subject).toBe('Testzahlung: Deine Zahlung bei Amora ist eingegangen');
    expect(mail?.text).toContain(`/transactions/${order.id}`);
  });

  it('writes the credits and the amount of the receipt with German digit grouping', async () => {
    const buyer = await loggedInMember(t, { country: 'DE', user: { language: 'de' } });
    const pkg = await packageOf(t.db, 'DE', { credits: 1000 });
    await buyPackage(t, buyer.agent, pkg, 'sofort');
    const mail = t.mail.mails.filter((m) => m.to === buyer.email).at(-1);
    const amount = new Intl.NumberFormat('de', { style: 'currency', currency: pkg.currency }).format(pkg.priceCents / 100);
    expect(mail?.text).toContain(`Wir haben ${amount} erhalten und 1.000 Credits auf dein Konto gebucht.`);
  });

  it('labels the simulator’s checkout a test payment in the visitor’s language', async () => {
    const { agent } = await loggedInMember(t, { country: 'NL' });
    expect((await agent.put('/api/user.php', { language: 'en' })).status).toBe(200);
    const created = await placeOrder(agent, await packageOf(t.db, 'NL'));
    const url = new URL(created.checkout_url!);
    const page = await agent.get(url.pathname + url.search);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Test payment');
    expect(html).toContain('value="paid"');
    expect((await agent.get('/api/payment-simulator.php?id=tr_sim_unknown')).status).toBe(404);
  });

  it('lets only the payer open and settle their test checkout, so nobody else can mark it paid', async () => {
    const buyer = await loggedInMember(t, { country: 'NL' });
    const created = await placeOrder(buyer.agent, await packageOf(t.db, 'NL'));
    const url = new URL(created.checkout_url!);
    const stranger = await loggedInMember(t, { country: 'NL' });
    for (const agent of [stranger.agent, t.agent()]) {
      expect((await agent.get(url.pathname + url.search)).status).toBe(404);
      expect((await payAtSimulator(t, agent, created.checkout_url!, 'paid')).status).toBe(404);
    }
    expect((await bodyOf<{ order: OrderDto }>(await orderOf(buyer.agent, created.order.id))).order.status).toBe('open');
    expect(await balanceAndLedger(t.db, buyer.id)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('the package seed', () => {
  it('gives every site packages for every country, and leaves what exists alone', async () => {
    const [site] = await t.db.insert(sites).values({ domain: 'gay.localhost', name: 'Amora Gay', niche: 2 }).returning();
    const before = (await t.db.select().from(packages)).length;
    await seedPackages(t.db);
    const added = await t.db.select().from(packages).where(eq(packages.siteId, site!.id));
    expect(new Set(added.map((p) => p.country))).toEqual(new Set([...COUNTRIES, 'DK', 'SE', 'NO', 'FI']));
    expect((await t.db.select().from(packages)).length).toBe(before + added.length);
    await seedPackages(t.db);
    expect((await t.db.select().from(packages)).length).toBe(before + added.length);
  });
});
