import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { bodyOf } from '../factories/http';
import { buyPackage, insertPackage, packageOf } from '../factories/payments';
import { buildServiceContext } from '@/server/request/build-context';
import { listMessagePrices } from '@/server/services/payments/list-message-prices';
import { SESSION_COOKIE } from '@/shared/constants';
import type { PackagesDto } from '@/shared/types/payments';
import type { SettingsDto } from '@/shared/types/api';

// /pricing's table of prices per message, held against the packages the same viewer is offered.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The prices the /pricing page renders for this browser (its session, if any, as the page reads it). */
async function pricingTable(agent: Agent) {
  const sessionToken = agent.cookies.get(SESSION_COOKIE) ?? null;
  const ctx = await buildServiceContext({ host: 'localhost', header: () => null, sessionToken, localeCookie: null, socketAddress: null });
  return listMessagePrices(ctx);
}

async function cheapestPerMessage(agent: Agent, country: string): Promise<{ currency: string; price_per_message: number }> {
  const { packages } = await bodyOf<PackagesDto>(await agent.get(`/api/packages.php?country=${country}`));
  const best = packages.reduce((a, b) => (b.price_per_message < a.price_per_message ? b : a));
  return { currency: best.currency, price_per_message: best.price_per_message };
}

describe('/pricing', () => {
  it('shows a visitor every country of the site, each at the lowest price per message its packages offer', async () => {
    const visitor = t.agent();
    const { countries } = (await bodyOf<{ settings: SettingsDto }>(await visitor.get('/api/settings.php'))).settings;
    const table = await pricingTable(visitor);
    expect(table.map((row) => row.country)).toEqual(countries);
    for (const row of table) expect(row, row.country).toMatchObject(await cheapestPerMessage(visitor, row.country));
  });

  it('prices a member who bought already without the intro offer they can no longer buy', async () => {
    // An intro offer far cheaper per message than any other package of its country.
    await insertPackage(t.db, { country: 'AT', currency: 'EUR', credits: 100, priceCents: 100, isIntro: true, position: 0 });
    const visitorsAustria = (await pricingTable(t.agent())).find((row) => row.country === 'AT');
    expect(visitorsAustria).toMatchObject({ currency: 'EUR', price_per_message: 5 });
    const buyer = await loggedInMember(t, { country: 'NL' });
    await buyPackage(t, buyer.agent, await packageOf(t.db, 'NL', { credits: 250 }));
    const table = await pricingTable(buyer.agent);
    for (const country of ['NL', 'AT']) expect(table.find((row) => row.country === country)).toMatchObject(await cheapestPerMessage(buyer.agent, country));
    expect(table.find((row) => row.country === 'AT')!.price_per_message).toBeGreaterThan(5);
  });
});
