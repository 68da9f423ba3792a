import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { signupForm, signUpMember, type SignupBody } from '../factories/accounts';
import { bornYearsAgo, dateOfBirthForAge } from '../factories/dates';
import { countRows } from '../factories/db';
import { bodyOf, errorOf, setCookieOf } from '../factories/http';
import { subjectOf } from '../factories/mail';
import { uniqueEmail } from '../factories/members';
import { emailTokens, profiles, sessions, users } from '@/server/db/schema';
import type { UserDto } from '@/shared/types/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    sites: [
      { domain: 'closed.localhost', name: 'Closed', signups: 'none' },
      { domain: 'ads.localhost', name: 'Ads only', signups: 'with_trafficsource' },
      { domain: 'adult21.localhost', name: 'Over 21', minAge: 21 },
      { domain: 'gay.localhost', name: 'Amora Men', niche: 7, domainLanguage: 'en-GB' },
    ],
  });
});
afterAll(() => t.close());

// Every signup from a visitor of its own: the per-address signup limit has its own test.
const visitor = (host?: string) => t.agent(host, { ip: t.newIp() });
const signup = (body: Partial<SignupBody> | Record<string, unknown>, host?: string) => visitor(host).post('/api/signup.php', body);

async function storedCounts() {
  return {
    users: await countRows(t.db, users),
    profiles: await countRows(t.db, profiles),
    tokens: await countRows(t.db, emailTokens),
    sessions: await countRows(t.db, sessions),
    mails: t.mail.mails.length,
  };
}

/** Sends a form that must be refused with one field message, and proves nothing was stored. */
async function expectRefused(body: Partial<SignupBody> | Record<string, unknown>, field: string, message: string, host?: string) {
  const before = await storedCounts();
  const res = await signup(body, host);
  expect(res.status).toBe(422);
  const error = await errorOf(res);
  expect(error.fields?.[field]).toBe(message);
  expect(setCookieOf(res, 'session')).toBeNull();
  expect(await storedCounts()).toEqual(before);
  return error;
}

describe('POST /api/signup.php', () => {
  describe('a new member', () => {
    it('gets an account waiting for confirmation and is logged in', async () => {
      const form = signupForm({ name: 'Anna', gender: 'female', looking_for_gender: 'male', signup_message: 'Hoi!' });
      const agent = visitor();
      const res = await agent.post('/api/signup.php', form);
      expect(res.status).toBe(201);
      const { user } = await bodyOf<{ user: UserDto }>(res);
      expect(user).toMatchObject({ email: form.email, status: 'not_confirmed', credits: 0, paid_user: false, language: 'nl' });
      expect(user.profile).toMatchObject({
        name: 'Anna',
        gender: 'female',
        looking_for_gender: 'male',
        country: 'NL',
        status: 'disabled',
        age: 30,
        main_image: null,
      });

      const me = await agent.get('/api/user.php', { 'x-request-type': 'client' });
      expect(me.status).toBe(200);
      expect((await bodyOf<{ user: UserDto }>(me)).user.id).toBe(user.id);

      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ status: 'not_confirmed', signupMessage: 'Hoi!', deletedAt: null });
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it('gets a session cookie that scripts cannot read, valid for 30 days on the whole site', async () => {
      const res = await signup(signupForm());
      const cookie = setCookieOf(res, 'session');
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.attributes.get('max-age')).toBe(String(30 * 86_400));
      expect(cookie?.attributes.get('path')).toBe('/');
      expect(cookie?.attributes.has('httponly')).toBe(true);
      expect(cookie?.attributes.get('samesite')).toBe('Lax');
    });

    it('receives a Dutch activation mail with a link', async () => {
      const { email } = await signUpMember(t, { name: 'Bram' });
      const mail = t.mail.mails.find((m) => m.to === email);
      expect(subjectOf(mail)).toBe('Bevestig je e-mailadres bij Amora');
      expect(mail?.text).toContain('Hoi Bram, welkom bij Amora! Bevestig je e-mailadres zodat andere leden je kunnen antwoorden.');
      const link = new URL(t.mail.linkFor(email));
      expect(link.origin).toBe('http://localhost');
      expect(link.pathname).toBe('/api/activate.php');
      expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('receives the mail in the language of the site, and keeps that language', async () => {
      const { email, user } = await signUpMember(t, { name: 'Ben' }, { host: 'gay.localhost' });
      const mail = t.mail.mails.find((m) => m.to === email);
      expect(subjectOf(mail)).toBe('Confirm your e-mail address for Amora Men');
      expect(mail?.text).toContain('Hi Ben, welcome to Amora Men!');
      expect(user).toMatchObject({ language: 'en', profile: { country: 'GB' } });
    });

    it('gets an activation link to the site itself, whatever host the request names', async () => {
      const { email } = await signUpMember(t, {}, { host: 'evil.example' });
      expect(new URL(t.mail.linkFor(email)).origin).toBe('http://localhost');
    });

    it('gets a Secure __Host- session cookie behind HTTPS', async () => {
      const res = await visitor().post('/api/signup.php', signupForm(), { 'x-forwarded-proto': 'https' });
      expect(res.status).toBe(201);
      expect(setCookieOf(res, '__Host-session')?.attributes.has('secure')).toBe(true);
      expect(setCookieOf(res, 'session')).toBeNull();
    });

    it('stores the tracking values with the curly braces stripped', async () => {
      const { user } = await signUpMember(t, { network: '{adnet}', ref: 'r-1', sub1: '{sub1}', sub2: 'x{y}z', sub3: '' });
      const [row] = await t.db.select({ tracking: users.tracking }).from(users).where(eq(users.id, user.id));
      expect(row.tracking).toEqual({ network: 'adnet', ref: 'r-1', sub1: 'sub1', sub2: 'xyz' });
    });

    it('may use upper case in the address and is stored in lower case', async () => {
      const email = uniqueEmail('caps').toUpperCase();
      const { user } = await signUpMember(t, { email });
      expect(user.email).toBe(email.toLowerCase());
    });
  });

  describe('the form messages of §5', () => {
    it("refuses an invalid address with 'Ongeldige e-mail'", async () => {
      const error = await expectRefused(signupForm({ email: 'anna.example.com' }), 'email', 'Ongeldige e-mail');
      expect(error).toMatchObject({ error: 'validation_failed', message: 'Controleer de gemarkeerde velden.' });
    });

    it("refuses a member under 18 with 'Vul uw geboortedatum in (18+ jaar)'", async () => {
      // Turns 18 tomorrow: one day too young.
      await expectRefused(signupForm({ date_of_birth: bornYearsAgo(18, 1) }), 'date_of_birth', 'Vul uw geboortedatum in (18+ jaar)');
    });

    it('accepts a member on their 18th birthday', async () => {
      const { user } = await signUpMember(t, { date_of_birth: bornYearsAgo(18, 0) });
      expect(user.profile.age).toBe(18);
    });

    it("refuses a date that does not exist with 'Ongeldige geboortedatum.'", async () => {
      await expectRefused(signupForm({ date_of_birth: '1990-02-30' }), 'date_of_birth', 'Ongeldige geboortedatum.');
      await expectRefused(signupForm({ date_of_birth: '01-05-1990' }), 'date_of_birth', 'Ongeldige geboortedatum.');
      await expectRefused(signupForm({ date_of_birth: '1850-01-01' }), 'date_of_birth', 'Ongeldige geboortedatum.');
    });

    it('refuses a profile name equal to the e-mail address', async () => {
      await expectRefused(
        signupForm({ email: 'anna.b@example.com', name: 'Anna.B@example.com' }),
        'name',
        'Je profielnaam moet anders zijn dan je e-mailadres',
      );
    });

    it('refuses a profile name starting with @', async () => {
      await expectRefused(signupForm({ name: '@anna' }), 'name', 'Je profielnaam mag niet beginnen met een @');
    });

    it("suggests 'Bedoelde je anna@gmail.com?' for anna@gmial.com", async () => {
      const error = await expectRefused(signupForm({ email: 'anna@gmial.com' }), 'email', 'Bedoelde je anna@gmail.com?');
      expect(error.error).toBe('email_suggestion');
      expect(error.details).toEqual({ suggestion: 'anna@gmail.com' });
    });

    it('keeps the mistyped address when the member insists', async () => {
      const { user } = await signUpMember(t, { email: 'anna@gmial.com', ignore_email_suggestion: true });
      expect(user.email).toBe('anna@gmial.com');
    });

    it('refuses the form when the terms are not accepted', async () => {
      await expectRefused(signupForm({ terms: false }), 'terms', 'Je moet akkoord gaan met de algemene voorwaarden.');
      const { terms: _omitted, ...withoutTerms } = signupForm();
      await expectRefused(withoutTerms, 'terms', 'Je moet akkoord gaan met de algemene voorwaarden.');
    });

    it('refuses a password shorter than 8 characters', async () => {
      await expectRefused(signupForm({ password: 'abc12x7' }), 'password', 'Je wachtwoord moet minstens 8 tekens lang zijn.');
    });

    it('refuses one of the 10,000 most common passwords, whatever its case', async () => {
      for (const password of ['password1', 'Sunshine', 'QWERTYUIOP']) {
        await expectRefused(signupForm({ password }), 'password', 'Dit wachtwoord wordt te vaak gebruikt. Kies een wachtwoord dat moeilijker te raden is.');
      }
    });

    it('names a common password in the same answer as the other fields at fault', async () => {
      const error = await expectRefused(
        signupForm({ password: 'sunshine', name: 'X' }),
        'password',
        'Dit wachtwoord wordt te vaak gebruikt. Kies een wachtwoord dat moeilijker te raden is.',
      );
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(['name', 'password']);
    });

    it('refuses a body that is not JSON', async () => {
      const before = await storedCounts();
      const res = await visitor().request('POST', '/api/signup.php', undefined, { 'content-type': 'application/json' });
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields?.email).toBe('Ongeldige e-mail');
      expect(await storedCounts()).toEqual(before);
    });
  });

  describe('an address that already has an account', () => {
    it('points a live account to the login page (409 email_exists)', async () => {
      const { email } = await signUpMember(t);
      const before = await storedCounts();
      const res = await signup(signupForm({ email: email.toUpperCase() }));
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({
        error: 'email_exists',
        fields: { email: 'Er bestaat al een account met dit e-mailadres. Log in om verder te gaan.' },
      });
      expect(await storedCounts()).toEqual(before);
    });

    it('creates one account when the form is sent twice at once', async () => {
      const form = signupForm();
      const answers = await Promise.all([signup(form), signup(form)]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const conflict = answers.find((r) => r.status === 409);
      expect((await errorOf(conflict!)).error).toBe('email_exists');
      expect(await t.db.select().from(users).where(eq(users.email, form.email))).toHaveLength(1);
    });

    it('points an account in its deletion period to customer service (409 email_in_deletion)', async () => {
      const { email, user } = await signUpMember(t);
      await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
      const before = await storedCounts();
      const res = await signup(signupForm({ email }));
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({
        error: 'email_in_deletion',
        message: 'Dit account wordt op dit moment verwijderd. Neem contact op met de klantenservice om het te herstellen.',
      });
      expect(await storedCounts()).toEqual(before);
    });
  });

  describe('site rules', () => {
    it('refuses every signup on a site with signups off (403)', async () => {
      const before = await storedCounts();
      const res = await signup(signupForm({ network: 'adnet' }), 'closed.localhost');
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toEqual({ error: 'signups_closed', message: 'Aanmelden is op deze site op dit moment niet mogelijk.' });
      expect(await storedCounts()).toEqual(before);
    });

    it("needs a traffic source on a 'with_trafficsource' site", async () => {
      const before = await storedCounts();
      const res = await signup(signupForm(), 'ads.localhost');
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe('signups_closed');
      expect(await storedCounts()).toEqual(before);
      await signUpMember(t, { network: '{adnet}' }, { host: 'ads.localhost' });
    });

    it('asks for the minimum age of the site', async () => {
      await expectRefused(signupForm({ date_of_birth: dateOfBirthForAge(20) }), 'date_of_birth', 'Vul uw geboortedatum in (21+ jaar)', 'adult21.localhost');
      await signUpMember(t, { date_of_birth: dateOfBirthForAge(21) }, { host: 'adult21.localhost' });
      await signUpMember(t, { date_of_birth: dateOfBirthForAge(20) });
    });

    it('registers the member on the site they signed up on', async () => {
      const { user } = await signUpMember(t, { network: 'adnet' }, { host: 'ads.localhost' });
      const [row] = await t.db.select({ siteId: users.siteId }).from(users).where(eq(users.id, user.id));
      const adsSite = await t.db.query.sites.findFirst({ where: (s, { eq: is }) => is(s.domain, 'ads.localhost') });
      expect(row.siteId).toBe(adsSite?.id);
    });
  });
});
