import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { getContainer, setContainer } from '@/server/container';
import { bodyOf, errorOf } from '../factories/http';
import { codeFromSms, payingMember, sddForm, setDirectDebitAccount, type SddForm } from '../factories/direct-debit';
import { insertPackage } from '../factories/payments';
import { directDebitAccounts, orders, smsCodes, users } from '@/server/db/schema';
import type { SimulatorProvider } from '@/server/adapters/payments/simulator/simulator-provider';
import type { Agent } from '../fixtures/agent';
import type { Package } from '@/server/db/schema';
import type { DirectDebitOrderDto } from '@/shared/types/direct-debit';

let t: TestApp;
let pkg: Package;
beforeAll(async () => {
  t = await createTestApp();
  pkg = await insertPackage(t.db);
});
afterAll(() => t.close());

const PHONE = '+31612345678';
const askCode = (as: Agent, form: Partial<SddForm> = {}) => as.post('/api/directdebit-code.php', sddForm(pkg.id, form));
const codeRows = (userId: number) => t.db.select().from(smsCodes).where(eq(smsCodes.userId, userId));

describe('POST /api/directdebit-code.php', () => {
  it('texts a 6-digit code to the phone and shows the number back masked', async () => {
    const anna = await payingMember(t);
    const res = await askCode(anna.agent, { phone: '06-1234 5678' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await bodyOf(res)).toEqual({ sent: true, phone_hint: '+31 6 •••• 5678' });
    const sms = await t.lastSms(PHONE);
    expect(sms?.text).toMatch(/^Je code voor automatische incasso bij Amora: \d{6}\. De code is 10 minuten geldig/);
    const [row] = await codeRows(anna.id);
    expect(row).toMatchObject({ phone: PHONE, purpose: 'sdd', attempts: 0, usedAt: null });
    expect(row.codeHash).not.toContain(await codeFromSms(t, PHONE));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('texts in the member’s language and reads a national number in the account’s country', async () => {
    const liam = await payingMember(t, { user: { language: 'en' } });
    const res = await askCode(liam.agent, { iban: 'DE89 3704 0044 0532 0130 00', phone: '0151 2345 6789' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await bodyOf<{ phone_hint: string }>(res)).phone_hint).toBe('+49 1 •••• 6789');
    expect((await t.lastSms('+4915123456789'))?.text).toMatch(/^Your direct debit code for Amora: \d{6}\./);
  });

  it('refuses an IBAN with a wrong checksum on the iban field', async () => {
    const anna = await payingMember(t);
    const res = await askCode(anna.agent, { iban: 'NL92 ABNA 0417 1643 00' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ iban: 'Dit IBAN is ongeldig. Controleer het rekeningnummer.' });
    expect(await codeRows(anna.id)).toEqual([]);
  });

  it('refuses a valid IBAN from outside SEPA', async () => {
    const anna = await payingMember(t);
    const res = await askCode(anna.agent, { iban: 'TR33 0006 1005 1978 6457 8413 26' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ iban: 'Automatische incasso kan alleen met een rekening in een SEPA-land.' });
  });

  it('requires the mandate checkbox', async () => {
    const anna = await payingMember(t);
    for (const mandate of [false, undefined]) {
      const res = await anna.agent.post('/api/directdebit-code.php', { ...sddForm(pkg.id), mandate });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ mandate: 'Geef toestemming voor de automatische incasso om verder te gaan.' });
    }
  });

  it('names every empty field and a phone number that cannot be one', async () => {
    const anna = await payingMember(t);
    const empty = await askCode(anna.agent, { account_holder: ' ', street: '', city: '' });
    expect((await errorOf(empty)).fields).toEqual({
      account_holder: 'Dit veld is verplicht.',
      street: 'Dit veld is verplicht.',
      city: 'Dit veld is verplicht.',
    });
    const phone = await askCode(anna.agent, { phone: '12' });
    expect(phone.status).toBe(422);
    expect((await errorOf(phone)).fields).toEqual({ phone: 'Vul een geldig mobiel nummer in.' });
  });

  it('refuses a member barred from direct debit with 403 and sends nothing', async () => {
    const anna = await payingMember(t);
    await setDirectDebitAccount(t.db, anna.id, { barred: true });
    const res = await askCode(anna.agent, { phone: '+31611112222' });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ error: 'direct_debit_barred', message: 'Je account is geblokkeerd voor automatische incasso.' });
    expect(await t.lastSms('+31611112222')).toBeNull();
  });

  it('refuses a package that would take the member past their limit', async () => {
    const anna = await payingMember(t, { user: { language: 'en' } });
    await setDirectDebitAccount(t.db, anna.id, { limitCents: 999 });
    const res = await askCode(anna.agent);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({
      error: 'direct_debit_limit',
      message:
        'Your limit for direct debit payments has been reached. You can’t pay by direct debit any more this month; choose another payment method or contact customer service.',
    });
  });

  it('gives at most 3 codes an hour', async () => {
    const anna = await payingMember(t);
    for (let i = 0; i < 3; i++) expect((await askCode(anna.agent, { phone: '+31633334444' })).status).toBe(200);
    const res = await askCode(anna.agent, { phone: '+31633334444' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await errorOf(res)).message).toBe('Je hebt het afgelopen uur al te veel codes aangevraagd. Probeer het later opnieuw.');
    expect(await t.smsTo('+31633334444')).toHaveLength(3);
  });

  it('says so when the SMS cannot be sent', async () => {
    const anna = await payingMember(t);
    const before = getContainer();
    setContainer({ ...before, sms: { send: () => Promise.reject(new Error('SMS gateway answered 503')) } });
    try {
      const res = await askCode(anna.agent, { phone: '+31655556666' });
      expect(res.status).toBe(500);
      expect(await errorOf(res)).toMatchObject({ error: 'sms_failed', message: 'De sms met je code kon niet worden verstuurd. Probeer het later opnieuw.' });
    } finally {
      setContainer(before);
    }
  });

  it('answers 404 for a package that does not exist', async () => {
    const anna = await payingMember(t);
    expect((await anna.agent.post('/api/directdebit-code.php', sddForm(987654))).status).toBe(404);
  });

  it('asks a visitor to log in', async () => {
    const res = await askCode(t.agent());
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});

const confirm = (as: Agent, otp: string, form: Partial<SddForm> = {}) => as.post('/api/directdebit.php', { ...sddForm(pkg.id, form), otp });
const orderRows = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));

/** A member who asked for a code for their own number; returns the code the SMS brought. */
async function withCode(options: { language?: 'nl' | 'en'; phone?: string } = {}) {
  const phone = options.phone ?? `+3161${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const member = await payingMember(t, { user: { language: options.language ?? 'nl' } });
  const res = await askCode(member.agent, { phone });
  expect(res.status, await res.clone().text()).toBe(200);
  return { ...member, phone, code: await codeFromSms(t, phone) };
}

describe('POST /api/directdebit.php', () => {
  it('confirms with the texted code: stores the mandate and places a pending direct-debit order', async () => {
    const anna = await withCode();
    const res = await confirm(anna.agent, anna.code, { phone: anna.phone });
    expect(res.status, await res.clone().text()).toBe(201);
    const { order } = await bodyOf<DirectDebitOrderDto>(res);
    expect(order).toMatchObject({ method: 'sdd', status: 'pending', package_id: pkg.id, amount: 1000, credits: 100, currency: 'EUR' });
    expect(await orderRows(anna.id)).toMatchObject([{ id: order.id, method: 'sdd', status: 'pending' }]);
    const [account] = await t.db.select().from(directDebitAccounts).where(eq(directDebitAccounts.userId, anna.id));
    expect(account.mandate).toMatchObject({ creditor: 'Amora', account_holder: 'J. de Vries', iban: 'NL91ABNA0417164300', zip: '1012 LG', phone: anna.phone });
    expect(account.mandateAt).not.toBeNull();
    const [code] = await codeRows(anna.id);
    expect(code.usedAt).not.toBeNull();
  });

  it('grants the credits once the bank collects the payment', async () => {
    const anna = await withCode();
    const balance = async () => (await t.db.select({ credits: users.credits, paidUser: users.paidUser }).from(users).where(eq(users.id, anna.id)))[0];
    const before = await balance();
    const { order } = await bodyOf<DirectDebitOrderDto>(await confirm(anna.agent, anna.code, { phone: anna.phone }));
    expect(await balance()).toEqual(before);
    const simulator = t.container.payments as SimulatorProvider;
    await simulator.settle(order.payment_id!, 'paid');
    await t.container.jobs.drain();
    expect(await balance()).toEqual({ credits: before.credits + 100, paidUser: true });
    expect((await orderRows(anna.id))[0].status).toBe('paid');
  });

  it('says Code ongeldig on the otp field for a wrong code, in the member’s language', async () => {
    const anna = await withCode();
    const wrong = anna.code === '000000' ? '111111' : '000000';
    const nl = await confirm(anna.agent, wrong, { phone: anna.phone });
    expect(nl.status).toBe(422);
    expect((await errorOf(nl)).fields).toEqual({ otp: 'Code ongeldig' });
    const liam = await withCode({ language: 'en' });
    const en = await confirm(liam.agent, liam.code === '000000' ? '111111' : '000000', { phone: liam.phone });
    expect((await errorOf(en)).fields).toEqual({ otp: 'Invalid code' });
    expect(await orderRows(anna.id)).toEqual([]);
  });

  it('refuses a code that is not 6 digits before looking at it', async () => {
    const anna = await withCode();
    const res = await confirm(anna.agent, '12ab', { phone: anna.phone });
    expect((await errorOf(res)).fields).toEqual({ otp: 'Code ongeldig' });
    const [row] = await codeRows(anna.id);
    expect(row.attempts).toBe(0);
  });

  it('takes a code once', async () => {
    const anna = await withCode();
    expect((await confirm(anna.agent, anna.code, { phone: anna.phone })).status).toBe(201);
    const again = await confirm(anna.agent, anna.code, { phone: anna.phone });
    expect(again.status).toBe(422);
    expect((await errorOf(again)).fields).toEqual({ otp: 'Code ongeldig' });
    expect(await orderRows(anna.id)).toHaveLength(1);
  });

  it('refuses an expired code', async () => {
    const anna = await withCode();
    await t.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.userId, anna.id));
    const res = await confirm(anna.agent, anna.code, { phone: anna.phone });
    expect((await errorOf(res)).fields).toEqual({ otp: 'Code ongeldig' });
    expect(await orderRows(anna.id)).toEqual([]);
  });

  it('counts every wrong try and refuses even the right code after 5', async () => {
    const anna = await withCode();
    const wrong = anna.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await confirm(anna.agent, wrong, { phone: anna.phone })).status).toBe(422);
    expect((await codeRows(anna.id))[0].attempts).toBe(5);
    const res = await confirm(anna.agent, anna.code, { phone: anna.phone });
    expect((await errorOf(res)).fields).toEqual({ otp: 'Code ongeldig' });
    expect(await orderRows(anna.id)).toEqual([]);
  });

  it('takes only the newest code, and only for the number it was sent to', async () => {
    const anna = await withCode();
    const other = await confirm(anna.agent, anna.code, { phone: '+31688889999' });
    expect((await errorOf(other)).fields).toEqual({ otp: 'Code ongeldig' });
    const first = anna.code;
    expect((await askCode(anna.agent, { phone: anna.phone })).status).toBe(200);
    const second = await codeFromSms(t, anna.phone);
    if (second !== first) expect((await errorOf(await confirm(anna.agent, first, { phone: anna.phone }))).fields).toEqual({ otp: 'Code ongeldig' });
    expect((await confirm(anna.agent, second, { phone: anna.phone })).status).toBe(201);
  });

  it('does not take another member’s code', async () => {
    const anna = await withCode();
    const bram = await withCode();
    const res = await confirm(bram.agent, anna.code === bram.code ? '999999' : anna.code, { phone: anna.phone });
    expect((await errorOf(res)).fields).toEqual({ otp: 'Code ongeldig' });
    expect(await orderRows(bram.id)).toEqual([]);
    expect((await confirm(anna.agent, anna.code, { phone: anna.phone })).status).toBe(201);
  });

  it('refuses a member barred after the code was sent', async () => {
    const anna = await withCode();
    await setDirectDebitAccount(t.db, anna.id, { barred: true });
    const res = await confirm(anna.agent, anna.code, { phone: anna.phone });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe('Je account is geblokkeerd voor automatische incasso.');
    expect(await orderRows(anna.id)).toEqual([]);
  });

  it('counts direct-debit orders of the last 30 days against the limit', async () => {
    const anna = await withCode();
    await setDirectDebitAccount(t.db, anna.id, { limitCents: 1500 });
    expect((await confirm(anna.agent, anna.code, { phone: anna.phone })).status).toBe(201);
    const res = await askCode(anna.agent, { phone: anna.phone });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(
      'Uw limiet voor automatische incasso betalingen is bereikt. U kunt deze maand niet meer via automatische incasso betalen; kies een andere betaalmethode of neem contact op met de klantenservice.',
    );
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.userId, anna.id));
    expect((await askCode(anna.agent, { phone: anna.phone })).status).toBe(200);
  });

  it('is the only way to a direct-debit order: POST /api/order.php refuses sdd', async () => {
    const anna = await payingMember(t);
    const res = await anna.agent.post('/api/order.php', { package: pkg.id, paymentmethod: 'sdd' });
    expect(res.status).toBe(422);
    expect(Object.keys((await errorOf(res)).fields ?? {})).toEqual(['paymentmethod']);
    expect(await orderRows(anna.id)).toEqual([]);
  });

  it('requires the mandate here too', async () => {
    const anna = await withCode();
    const res = await confirm(anna.agent, anna.code, { phone: anna.phone, mandate: false });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ mandate: 'Geef toestemming voor de automatische incasso om verder te gaan.' });
  });

  it('asks a visitor to log in', async () => {
    const res = await confirm(t.agent(), '123456');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});
