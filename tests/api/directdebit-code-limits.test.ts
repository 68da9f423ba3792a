import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, redisRateLimits, type TestApp } from '../fixtures/test-app';
import { createMemoryRateLimits } from '@/server/adapters/ratelimit/create-rate-limits';
import { errorOf } from '../factories/http';
import { payingMember, sddForm, type SddForm } from '../factories/direct-debit';
import { insertPackage } from '../factories/payments';
import { smsCodes, type Package } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';
import type { RateLimits } from '@/server/adapters/ratelimit/rate-limits';

// Every direct-debit code is an SMS the site pays for and someone's phone receives. Codes go only
// to mobile numbers of SEPA countries (a mandate needs nothing else; SMS-pumping fraud wants
// premium-rate and far-away numbers), and at most 3 an hour per member, per number and per address,
// and 10 a day per member.

const stores: [string, () => Promise<RateLimits>][] = [
  ['memory', async () => createMemoryRateLimits()],
  ['Redis', redisRateLimits],
];

describe.each(stores)('direct-debit codes with limits in %s', (_store, openLimits) => {
  let t: TestApp;
  let pkg: Package;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: await openLimits() });
    pkg = await insertPackage(t.db);
  });
  afterAll(() => t.close());

  const askCode = (as: Agent, form: Partial<SddForm> = {}) => as.post('/api/directdebit-code.php', sddForm(pkg.id, form));
  const codeRows = (userId: number) => t.db.select().from(smsCodes).where(eq(smsCodes.userId, userId));
  /** The member's browser, now on another network (a phone moving from Wi-Fi to mobile data). */
  const onNewAddress = (agent: Agent) => {
    const moved = t.agent(undefined, { ip: t.newIp() });
    for (const [name, value] of agent.cookies) moved.cookies.set(name, value);
    return moved;
  };

  it('texts no code to a landline, a premium-rate or a service number', async () => {
    const anna = await payingMember(t);
    for (const phone of ['020-123 4567', '0900-123 4567', '+44 20 7946 0958', '+49 30 1234567']) {
      const res = await askCode(anna.agent, { phone });
      expect(res.status, phone).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ phone: 'Vul een geldig mobiel nummer in.' });
    }
    expect(await codeRows(anna.id)).toEqual([]);
    expect(await t.smsTo()).toEqual([]);
  });

  it('texts no code to a mobile number outside SEPA, in the member’s language', async () => {
    const liam = await payingMember(t, { user: { language: 'en' } });
    for (const phone of ['+1 415 555 2671', '+90 532 123 45 67', '+234 803 123 4567']) {
      const res = await askCode(liam.agent, { phone });
      expect(res.status, phone).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ phone: 'We can only send the code to a mobile number in a SEPA country.' });
    }
    expect(await codeRows(liam.id)).toEqual([]);
  });

  it('texts a mobile number of any SEPA country, Norway and Gibraltar too', async () => {
    const anna = await payingMember(t);
    expect((await askCode(anna.agent, { phone: '+47 412 34 567' })).status).toBe(200);
    expect((await askCode(onNewAddress(anna.agent), { phone: '+350 57123456' })).status).toBe(200);
    expect((await t.smsTo('+4741234567')).length + (await t.smsTo('+35057123456')).length).toBe(2);
  });

  it('texts one number at most 3 codes an hour, whichever members ask at once', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => payingMember(t)));
    const answers = await Promise.all(members.map((m) => askCode(m.agent, { phone: '06-1111 2222' })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    const refused = answers.find((res) => res.status === 429) as Response;
    expect(await errorOf(refused)).toEqual({
      error: 'sms_number_limit',
      message: 'Naar dit nummer zijn het afgelopen uur al te veel codes gestuurd. Probeer het later opnieuw.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await t.smsTo('+31611112222')).toHaveLength(3);
  });

  it('texts at most 3 codes an hour from one address, over all its accounts at once', async () => {
    const ip = t.newIp();
    const members = await Promise.all(Array.from({ length: 5 }, () => payingMember(t)));
    const fromOneAddress = members.map((m) => {
      const agent = t.agent(undefined, { ip });
      for (const [name, value] of m.agent.cookies) agent.cookies.set(name, value);
      return agent;
    });
    const answers = await Promise.all(fromOneAddress.map((agent) => askCode(agent)));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 429, 429]);
    const refused = answers.find((res) => res.status === 429) as Response;
    expect((await errorOf(refused)).error).toBe('sms_code_limit');
    const texted = await Promise.all(members.map((m) => codeRows(m.id)));
    expect(texted.flat()).toHaveLength(3);
    // Another address of the same members still gets its codes.
    expect((await askCode(members[4].agent)).status).toBe(200);
  });

  it('texts one member at most 10 codes a day, however the hours and addresses are spread', async () => {
    const anna = await payingMember(t);
    const start = Date.now();
    const clock = t.container.clock;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        // Three codes an hour, each from another network: only the daily ceiling is left to stop her.
        const at = new Date(start + Math.floor(i / 3) * 3_601_000 + i * 1000);
        t.container.clock = () => at;
        const res = await askCode(onNewAddress(anna.agent));
        statuses.push(res.status);
        if (res.status === 429) {
          expect(await errorOf(res)).toEqual({
            error: 'sms_code_daily_limit',
            message: 'Je hebt vandaag al te veel codes aangevraagd. Probeer het morgen opnieuw.',
          });
        }
      }
      expect(statuses).toEqual([...Array(10).fill(200), 429]);
      expect(await codeRows(anna.id)).toHaveLength(10);
    } finally {
      t.container.clock = clock;
    }
  });
});
