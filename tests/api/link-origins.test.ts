import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, defaultSite, type TestApp } from '../fixtures/test-app';
import { loginAs } from '../factories/accounts';
import { insertMember } from '../factories/members';
import { bodyOf } from '../factories/http';
import { packages, simulatorPayments, sites } from '@/server/db/schema';
import type { CreateOrderDto } from '@/shared/types/payments';

// Behind a proxy (TRUST_PROXY=1) X-Forwarded-Host and -Proto pick the site; they must never pick
// where links and callbacks point. Read by src/server/env.ts when it loads, hence hoisted.
vi.hoisted(() => {
  process.env.TRUST_PROXY = '1';
});

const SITE = 'amora.example';
let t: TestApp;

beforeAll(async () => {
  // The embedded demo's server listens on 3000; amora.example is a real site on a public domain.
  t = await createTestApp({ serverPort: 3000, sites: [{ ...defaultSite, domain: SITE, isDefault: false }] });
});
afterAll(() => t.close());

/** A package of the site the request lands on: the forged Host one of the default site, the forwarded one of amora.example. */
async function packageOfSite(domain: string): Promise<number> {
  const [row] = await t.db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(sites, eq(sites.id, packages.siteId))
    .where(and(eq(sites.domain, domain), eq(packages.country, 'NL')))
    .limit(1);
  return row!.id;
}

async function orderWithHeaders(siteServing: string, headers: Record<string, string>) {
  const member = await insertMember(t.db, { site: SITE, country: 'NL' });
  const agent = await loginAs(t, member, SITE);
  const pkg = { id: await packageOfSite(siteServing) };
  const res = await agent.post('/api/order.php', { package: pkg.id, paymentmethod: 'ideal', idempotency_key: crypto.randomUUID() }, headers);
  expect(res.status, await res.clone().text()).toBe(201);
  const created = await bodyOf<CreateOrderDto>(res);
  const [payment] = await t.db.select().from(simulatorPayments).where(eq(simulatorPayments.id, created.order.payment_id!));
  return { created, payment: payment! };
}

describe('links and callbacks the server builds', () => {
  it('send the checkout, the way back and the webhook to the site’s own domain, whatever Host a request forges', async () => {
    const forged = { host: 'evil.example', origin: 'http://evil.example' };
    const { created, payment } = await orderWithHeaders('localhost', forged);
    // evil.example is no site: the default one (localhost, the demo on port 3000) serves it.
    expect(new URL(created.checkout_url!).origin).toBe('http://localhost:3000');
    expect(payment.redirectUrl).toBe(`http://localhost:3000/transactions/${created.order.id}`);
    expect(payment.webhookUrl).toBe('http://localhost:3000/api/payment-webhook.php');
  });

  it('ignore X-Forwarded-Host and -Proto: the site’s domain over https, no port', async () => {
    const forwarded = { 'x-forwarded-host': `${SITE}:8443`, 'x-forwarded-proto': 'http', origin: `http://${SITE}:8443` };
    const { created, payment } = await orderWithHeaders(SITE, forwarded);
    expect(new URL(created.checkout_url!).origin).toBe(`https://${SITE}`);
    expect(payment.redirectUrl).toBe(`https://${SITE}/transactions/${created.order.id}`);
    expect(payment.webhookUrl).toBe(`https://${SITE}/api/payment-webhook.php`);
  });

  it('mail a reset link on the site’s own domain over https, whatever host, port and scheme the request names', async () => {
    const member = await insertMember(t.db, { site: SITE });
    const agent = t.agent(SITE, { ip: t.newIp() });
    const res = await agent.post(
      '/api/reset-password.php',
      { email: member.email },
      {
        'x-forwarded-host': `www.${SITE}:8080`,
        'x-forwarded-proto': 'http',
        origin: `http://www.${SITE}:8080`,
      },
    );
    expect(res.status).toBe(200);
    expect(new URL(t.mail.linkFor(member.email)).origin).toBe(`https://${SITE}`);
  });

  it('point mails from jobs to the running server for the embedded demo’s *.localhost sites', async () => {
    const anna = await insertMember(t.db, { name: 'Anna' });
    const dirk = await insertMember(t.db, { name: 'Dirk' });
    const agent = await loginAs(t, dirk);
    expect((await agent.post('/api/like.php', { profile: anna.id })).status).toBe(200);
    expect(t.mail.linkFor(anna.email)).toBe('http://localhost:3000/likes');
  });
});
