import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, packages, sites, type Order, type Package } from '@/server/db/schema';
import type { Db } from '@/server/db/client';
import type { TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { bodyOf } from './http';
import type { CreateOrderDto } from '@/shared/types/payments';
import type { PaymentMethod } from '@/shared/payments';

async function defaultSiteId(db: Db): Promise<number> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true));
  return site!.id;
}

/** A seeded package of the default site: the intro offer, or the regular one with these credits (else the smallest). */
export async function packageOf(db: Db, country: string, pick: { intro?: boolean; credits?: number } = {}): Promise<Package> {
  const rows = await db
    .select()
    .from(packages)
    .where(and(eq(packages.siteId, await defaultSiteId(db)), eq(packages.country, country), eq(packages.isIntro, pick.intro ?? false)))
    .orderBy(asc(packages.position));
  const found = pick.credits ? rows.find((p) => p.credits === pick.credits) : rows[0];
  if (!found) throw new Error(`no package for ${country} ${JSON.stringify(pick)}`);
  return found;
}

/** A package of its own (defaults: default site, NL, 100 credits for €10). */
export async function insertPackage(db: Db, values: Partial<typeof packages.$inferInsert> = {}): Promise<Package> {
  const [pkg] = await db
    .insert(packages)
    .values({ siteId: await defaultSiteId(db), country: 'NL', currency: 'EUR', credits: 100, priceCents: 1000, position: 9, ...values })
    .returning();
  return pkg!;
}

export function postOrder(
  agent: Agent,
  body: { package: number; paymentmethod: PaymentMethod | string; discountcode?: string; idempotency_key?: string },
): Promise<Response> {
  return agent.post('/api/order.php', body);
}

/** POST /api/order.php, expecting the order to be made. */
export async function placeOrder(agent: Agent, pkg: Package, paymentmethod: PaymentMethod = 'ideal', key: string = randomUUID()): Promise<CreateOrderDto> {
  const res = await postOrder(agent, { package: pkg.id, paymentmethod, idempotency_key: key });
  expect(res.status, await res.clone().text()).toBe(201);
  return bodyOf<CreateOrderDto>(res);
}

/**
 * The payer's button on the simulator's checkout page: a same-site form post from the payer's own
 * browser (the simulator settles only the payer's own payments); waits for the webhook job.
 */
export async function payAtSimulator(
  t: TestApp,
  payer: Agent,
  checkoutUrl: string,
  status: 'paid' | 'failed' | 'canceled' | 'expired' | 'pending',
): Promise<Response> {
  const url = new URL(checkoutUrl);
  const id = url.searchParams.get('id')!;
  const cookie = [...payer.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await t.app.request(`${url.origin}/api/payment-simulator.php`, {
    method: 'POST',
    headers: { host: url.host, origin: url.origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id, status }).toString(),
  });
  await t.container.jobs.drain();
  return res;
}

/** A provider's webhook call: form-encoded, only the id, no browser headers. */
export async function callWebhook(t: TestApp, id: string, host = 'localhost'): Promise<Response> {
  return t.app.request(`http://${host}/api/payment-webhook.php`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
  });
}

/** Buys a package through the simulator to the end: order, paid at checkout, webhook applied. */
export async function buyPackage(t: TestApp, agent: Agent, pkg: Package, method: PaymentMethod = 'ideal'): Promise<Order> {
  const created = await placeOrder(agent, pkg, method);
  await payAtSimulator(t, agent, created.checkout_url!, 'paid');
  return orderRow(t.db, created.order.id);
}

export async function orderRow(db: Db, id: number): Promise<Order> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}
