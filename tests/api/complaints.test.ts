import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto } from '../factories/members';
import { subjectOf } from '../factories/mail';
import { reports } from '@/server/db/schema';
import { LIMIT_POLICIES } from '@/server/adapters/ratelimit/policies';
import type { ComplaintReceipt } from '@/shared/schemas/complaint';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A visitor from an address of their own, so the per-address limit of one test leaves the others alone. */
function visitor(locale?: string): Agent {
  const agent = t.agent(DEFAULT_HOST, { ip: t.newIp() });
  if (locale) agent.cookies.set('NEXT_LOCALE', locale);
  return agent;
}

const notice = { what: 'profile', where: 'https://example.test/members/1', why: 'scam', text: 'Vraagt iedereen om geld.' };
const complain = (as: Agent, body: Record<string, unknown>) => as.post('/api/complaint.php', body);
const stored = (reference: string) => t.db.select().from(reports).where(eq(reports.reference, reference));
const mailTo = (address: string) => t.mail.mails.findLast((m) => m.to === address);

describe('POST /api/complaint.php', () => {
  it('takes a visitor’s notice, answers with a reference and mails it in the visitor’s language', async () => {
    const bram = await insertMember(t.db, { profile: { about: 'Stuur me geld' } });
    await insertPhoto(t.db, bram.id);
    const res = await complain(visitor('en'), { ...notice, where: `https://amora.test/members/${bram.id}`, email: 'Ria@Example.org' });
    expect(res.status, await res.clone().text()).toBe(201);
    const { reference } = await bodyOf<ComplaintReceipt>(res);
    expect(reference).toMatch(/^N-[0-9A-HJKMNP-TV-Z]{10}$/);
    const [row] = await stored(reference);
    expect(row).toMatchObject({
      source: 'notice',
      reporterId: null,
      notifierEmail: 'ria@example.org',
      language: 'en',
      reportedId: bram.id,
      ground: 'scam',
      status: 'open',
    });
    expect(row.snapshot).toMatchObject({ name: bram.name, about: 'Stuur me geld', photos: [expect.any(String)] });
    const mail = mailTo('ria@example.org');
    expect(subjectOf(mail)).toBe(`We received your notice ${reference}`);
    expect(mail?.text).toContain(`Your reference is ${reference}.`);
  });

  it('mails a Dutch visitor in Dutch', async () => {
    const res = await complain(visitor(), { ...notice, email: 'joost@example.org' });
    const { reference } = await bodyOf<ComplaintReceipt>(res);
    expect(subjectOf(mailTo('joost@example.org'))).toBe(`We hebben je melding ${reference} ontvangen`);
  });

  it('keeps an address it cannot resolve as text, without a member', async () => {
    const res = await complain(visitor(), { ...notice, what: 'other', where: 'een advertentie op een ander forum', email: 'lot@example.org' });
    const [row] = await stored((await bodyOf<ComplaintReceipt>(res)).reference);
    expect(row).toMatchObject({ subject: 'other', reportedId: null, location: 'een advertentie op een ander forum', snapshot: {} });
  });

  it('asks a visitor for an e-mail address', async () => {
    const res = await complain(visitor(), notice);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ email: 'Dit veld is verplicht.' });
  });

  it('answers a member at their own address and in their language', async () => {
    const anna = await loggedInMember(t, { user: { language: 'de' } });
    anna.agent.cookies.set('NEXT_LOCALE', 'de');
    const res = await complain(anna.agent, { ...notice, why: 'harassment', email: 'someone-else@example.org' });
    expect(res.status).toBe(201);
    const { reference } = await bodyOf<ComplaintReceipt>(res);
    expect(await stored(reference)).toMatchObject([{ reporterId: anna.id, notifierEmail: null, language: 'de' }]);
    expect(subjectOf(mailTo(anna.email))).toBe(`Wir haben deine Meldung ${reference} erhalten`);
    expect(mailTo('someone-else@example.org')).toBeUndefined();
  });

  it('explains every bad field in the visitor’s language', async () => {
    const bad = { what: 'song', where: '  ', why: 'boring', text: 'x'.repeat(4001), email: 'geen-adres' };
    const dutch = await complain(visitor(), bad);
    expect(dutch.status).toBe(422);
    expect((await errorOf(dutch)).fields).toEqual({
      what: 'Kies een geldige optie.',
      where: 'Dit veld is verplicht.',
      why: 'Kies een geldige optie.',
      text: 'Deze tekst is te lang.',
      email: expect.any(String),
    });
    const english = await complain(visitor('en'), bad);
    expect((await errorOf(english)).fields).toMatchObject({
      what: 'Please choose a valid option.',
      where: 'This field is required.',
      text: 'This text is too long.',
    });
  });

  it('refuses a NUL character and a body of the wrong kind with a 422', async () => {
    const nul = await complain(visitor(), { ...notice, text: 'geld\u0000', email: 'a@example.org' });
    expect(nul.status).toBe(422);
    expect(Object.keys((await errorOf(nul)).fields ?? {})).toEqual(['text']);
    const wrongTypes = await complain(visitor(), { what: 1, where: ['x'], why: null, text: { a: 1 }, email: 5 });
    expect(wrongTypes.status).toBe(422);
  });

  it('limits how many notices one address sends', async () => {
    const agent = visitor();
    for (let i = 0; i < LIMIT_POLICIES.complaintIp.points; i++) await complain(agent, { ...notice, email: 'flood@example.org' });
    const res = await complain(agent, { ...notice, email: 'flood@example.org' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
