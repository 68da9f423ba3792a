import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { codeFromSms, insertPackage, sddForm, setDirectDebitAccount, type SddForm } from '../factories/direct-debit';
import { smsCodes } from '@/server/db/schema';
import type { Agent } from '../fixtures/agent';
import type { Package } from '@/server/db/schema';

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
    const anna = await loggedInMember(t);
    const res = await askCode(anna.agent);
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
    const liam = await loggedInMember(t, { user: { language: 'en' } });
    const res = await askCode(liam.agent, { iban: 'DE89 3704 0044 0532 0130 00', phone: '0151 2345 6789' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await bodyOf<{ phone_hint: string }>(res)).phone_hint).toBe('+49 1 •••• 6789');
    expect((await t.lastSms('+4915123456789'))?.text).toMatch(/^Your direct debit code for Amora: \d{6}\./);
  });

  it('refuses an IBAN with a wrong checksum on the iban field', async () => {
    const anna = await loggedInMember(t);
    const res = await askCode(anna.agent, { iban: 'NL92 ABNA 0417 1643 00' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ iban: 'Dit IBAN is ongeldig. Controleer het rekeningnummer.' });
    expect(await codeRows(anna.id)).toEqual([]);
  });

  it('refuses a valid IBAN from outside SEPA', async () => {
    const anna = await loggedInMember(t);
    const res = await askCode(anna.agent, { iban: 'TR33 0006 1005 1978 6457 8413 26' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ iban: 'Automatische incasso kan alleen met een rekening in een SEPA-land.' });
  });

  it('requires the mandate checkbox', async () => {
    const anna = await loggedInMember(t);
    for (const mandate of [false, undefined]) {
      const res = await anna.agent.post('/api/directdebit-code.php', { ...sddForm(pkg.id), mandate });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ mandate: 'Geef toestemming voor de automatische incasso om verder te gaan.' });
    }
  });

  it('names every empty field and a phone number that cannot be one', async () => {
    const anna = await loggedInMember(t);
    const empty = await askCode(anna.agent, { account_holder: ' ', street: '', city: '' });
    expect((await errorOf(empty)).fields).toEqual({ account_holder: 'Dit veld is verplicht.', street: 'Dit veld is verplicht.', city: 'Dit veld is verplicht.' });
    const phone = await askCode(anna.agent, { phone: '12' });
    expect(phone.status).toBe(422);
    expect((await errorOf(phone)).fields).toEqual({ phone: 'Vul een geldig mobiel nummer in.' });
  });

  it('refuses a member barred from direct debit with 403 and sends nothing', async () => {
    const anna = await loggedInMember(t);
    await setDirectDebitAccount(t.db, anna.id, { barred: true });
    const res = await askCode(anna.agent, { phone: '+31611112222' });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ error: 'direct_debit_barred', message: 'Je account is geblokkeerd voor automatische incasso.' });
    expect(await t.lastSms('+31611112222')).toBeNull();
  });

  it('refuses a package that would take the member past their limit', async () => {
    const anna = await loggedInMember(t, { user: { language: 'en' } });
    await setDirectDebitAccount(t.db, anna.id, { limitCents: 999 });
    const res = await askCode(anna.agent);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({
      error: 'direct_debit_limit',
      message: 'Your limit for direct debit payments has been reached. You cannot pay by direct debit any more this month; choose another payment method or contact customer service.',
    });
  });

  it('gives at most 3 codes an hour', async () => {
    const anna = await loggedInMember(t);
    for (let i = 0; i < 3; i++) expect((await askCode(anna.agent, { phone: '+31633334444' })).status).toBe(200);
    const res = await askCode(anna.agent, { phone: '+31633334444' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await errorOf(res)).message).toBe('Je hebt het afgelopen uur al te veel codes aangevraagd. Probeer het later opnieuw.');
    expect(await t.smsTo('+31633334444')).toHaveLength(3);
  });

  it('answers 404 for a package that does not exist', async () => {
    const anna = await loggedInMember(t);
    expect((await anna.agent.post('/api/directdebit-code.php', sddForm(987654))).status).toBe(404);
  });

  it('asks a visitor to log in', async () => {
    const res = await askCode(t.agent());
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
  });
});
