import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import type { CaughtMail } from '../fixtures/mail-catcher';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember, insertPhoto } from '../factories/members';
import { subjectOf } from '../factories/mail';
import { addStaff, staffAgent, type TestStaff } from '../factories/staff';
import { bannedAddresses, moderationDecisions, photos, profiles, reports, staffAudit, users } from '@/server/db/schema';
import type { ComplaintReceipt } from '@/shared/schemas/complaint';
import type { AppealsQueueDto, DecisionDto, MemberDecisionsDto, ModerationQueueDto } from '@/shared/types/moderation';

const OTHER_SITE = 'other.localhost';
let t: TestApp;
let first: TestStaff;
let moderator: Agent;
let second: Agent;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_SITE, name: 'Other' }] });
  first = await addStaff(t, 'moderator');
  moderator = await staffAgent(t, first);
  second = await staffAgent(t, await addStaff(t, 'moderator'));
  admin = await staffAgent(t, await addStaff(t, 'admin'));
});
afterEach(() => {
  t.container.clock = () => new Date();
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;

/** A visitor's notice about the member's profile on /complaints, in the visitor's language. */
async function notice(memberId: number, options: { locale?: string; email?: string; why?: string } = {}): Promise<{ id: number; reference: string }> {
  const agent = t.agent(undefined, { ip: t.newIp() });
  agent.cookies.set('NEXT_LOCALE', options.locale ?? 'en');
  const body = {
    what: 'profile',
    where: `/members/${memberId}`,
    why: options.why ?? 'scam',
    text: 'Asks everyone for money.',
    email: options.email ?? 'notifier@example.org',
  };
  const { reference } = await bodyOf<ComplaintReceipt>(await agent.post('/api/complaint.php', body));
  const [row] = await t.db.select({ id: reports.id }).from(reports).where(eq(reports.reference, reference));
  return { id: row.id, reference };
}

const decide = (as: Agent, body: Record<string, unknown>) => as.post('/api/staff/decision.php', body);

async function decided(as: Agent, body: Record<string, unknown>): Promise<DecisionDto> {
  const res = await decide(as, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return bodyOf<DecisionDto>(res);
}

const mailsTo = (address: string): CaughtMail[] => t.mail.mails.filter((m) => m.to === address);
const lastMailTo = (address: string) => mailsTo(address).at(-1);
const memberRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const decisionRow = async (reference: string) => (await t.db.select().from(moderationDecisions).where(eq(moderationDecisions.reference, reference)))[0];

/** The appeal link of the member's last statement of reasons, as the mail carries it. */
function appealLink(address: string): URL {
  const link = lastMailTo(address)?.text.match(/https?:\/\/\S+\/decisions\/appeal\?\S+/)?.[0];
  if (!link) throw new Error(`no appeal link mailed to ${address}`);
  return new URL(link);
}

describe('POST /api/staff/decision.php', () => {
  it('suspends a member on a notice: restricted until the end, report decided, audited, statement in the member’s language, notifier told', async () => {
    const member = await insertMember(t.db, { user: { language: 'de' } });
    const report = await notice(member.id, { locale: 'en', email: 'ria@example.org' });
    const before = Date.now();
    const decision = await decided(moderator, { report: report.id, member: member.id, action: 'suspend', days: 7, reason: 'Fragt Mitglieder nach Geld.' });
    expect(decision).toMatchObject({ action: 'suspend', ground: 'scam', state: 'in_force' });
    expect(decision.reference).toMatch(/^D-[0-9A-HJKMNP-TV-Z]{10}$/);
    const row = await memberRow(member.id);
    expect(row.restriction).toBe('suspended');
    expect(row.restrictedUntil!.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY - 1000);
    expect(row.restrictedUntil!.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect((await t.db.select().from(reports).where(eq(reports.id, report.id)))[0].status).toBe('decided');
    const [audit] = await t.db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.action, 'moderation.decide'), eq(staffAudit.targetId, String(member.id))));
    expect(audit).toMatchObject({ staffId: first.id, reason: 'Fragt Mitglieder nach Geld.' });

    const statement = lastMailTo(member.email);
    expect(subjectOf(statement)).toBe(`Unsere Entscheidung zu deinem Konto bei Amora (${decision.reference})`);
    expect(statement?.text).toContain('Dein Konto ist bis ');
    expect(statement?.text).toContain('Warum: Fragt Mitglieder nach Geld.');
    expect(statement?.text).toContain('unsere Nutzungsbedingungen: kein Betrug und keine Bitten um Geld');
    expect(statement?.text).toContain('kein automatisches System');
    expect(appealLink(member.email).searchParams.get('ref')).toBe(decision.reference);

    const outcome = lastMailTo('ria@example.org');
    expect(subjectOf(outcome)).toBe(`Our decision on your notice ${report.reference}`);
    expect(outcome?.text).toContain('have taken action against the reported account');
    expect(outcome?.text).not.toContain(member.name);
    expect(outcome?.text).not.toContain('Fragt Mitglieder');
  });

  it('warns with a statement only, and dismisses with nothing to the member and “no action” to the notifier', async () => {
    const member = await insertMember(t.db, { user: { language: 'en' } });
    const warning = await decided(moderator, { member: member.id, action: 'warn', reason: 'Rude opening lines.', ground: 'harassment' });
    expect((await memberRow(member.id)).restriction).toBeNull();
    expect(lastMailTo(member.email)?.text).toContain('What we decided: a warning.');
    expect(lastMailTo(member.email)?.text).toContain(warning.reference);

    const report = await notice(member.id, { email: 'joost@example.org' });
    await decided(moderator, { report: report.id, member: member.id, action: 'dismiss', reason: 'Nothing wrong with the profile.' });
    expect(mailsTo(member.email)).toHaveLength(1);
    expect(lastMailTo('joost@example.org')?.text).toContain('we haven’t taken any action');
  });

  it('removes a photo from the profile: the next one becomes main, the file is kept as evidence', async () => {
    const member = await insertMember(t.db);
    const main = await insertPhoto(t.db, member.id, { main: true });
    const next = await insertPhoto(t.db, member.id);
    await t.container.storage.put(main.filename, Buffer.from('jpeg bytes'), 'image/jpeg');
    const decision = await decided(moderator, { member: member.id, action: 'remove_photo', reason: 'Shows someone else.', ground: 'impersonation' });
    expect(await t.db.select().from(photos).where(eq(photos.id, main.id))).toEqual([]);
    expect((await t.db.select().from(profiles).where(eq(profiles.userId, member.id)))[0].mainPhotoId).toBe(next.id);
    expect(await t.container.storage.get(main.filename)).toBeNull();
    const row = await decisionRow(decision.reference);
    const kept = row.evidence.photos?.[0] ?? '';
    expect((await t.container.storage.get(kept))?.toString()).toBe('jpeg bytes');
  });

  it('refuses to remove another member’s photo, or a photo of a member who has none', async () => {
    const member = await insertMember(t.db);
    const other = await insertPhoto(t.db, (await insertMember(t.db)).id);
    const res = await decide(moderator, { member: member.id, action: 'remove_photo', photo: other.id, reason: 'Not theirs.' });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.photo).toBeTruthy();
    expect((await decide(moderator, { member: member.id, action: 'remove_photo', reason: 'No photo.' })).status).toBe(422);
  });

  it('hides a profile until the decision is overturned on appeal', async () => {
    const member = await loggedInMember(t, { user: { language: 'en' } });
    const decision = await decided(moderator, { member: member.id, action: 'hide_profile', reason: 'Profile text is an advert.' });
    expect((await memberRow(member.id)).moderationHiddenAt).not.toBeNull();
    expect((await member.agent.post('/api/appeal.php', { reference: decision.reference, text: 'It is my own business, not an advert.' })).status).toBe(201);
    const res = await second.post('/api/staff/appeal-decision.php', { decision: decision.id, outcome: 'overturned', reason: 'A hobby, not an advert.' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await memberRow(member.id)).moderationHiddenAt).toBeNull();
    expect((await decisionRow(decision.reference)).state).toBe('overturned');
    expect(lastMailTo(member.email)?.text).toContain('reversed the decision');
  });

  it('answers 422 with field messages for what is missing or out of range', async () => {
    const member = await insertMember(t.db);
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await decide(moderator, { member: member.id, reason: 'A reason.', ...body });
      expect(res.status).toBe(422);
      return Object.keys((await errorOf(res)).fields ?? {});
    };
    expect(await fieldsOf({ action: 'suspend' })).toEqual(['days']);
    expect(await fieldsOf({ action: 'suspend', days: 366 })).toEqual(['days']);
    expect(await fieldsOf({ action: 'suspend', days: 0 })).toEqual(['days']);
    expect(await fieldsOf({ action: 'warn', days: 3 })).toEqual(['days']);
    expect(await fieldsOf({ action: 'warn', reason: 'no' })).toEqual(['reason']);
    expect(await fieldsOf({ action: 'warn', reason: 'x'.repeat(2001) })).toEqual(['reason']);
    expect(await fieldsOf({ action: 'delete' })).toEqual(['action']);
    expect(await fieldsOf({ action: 'warn', ground: 'rude' })).toEqual(['ground']);
    expect(await memberRow(member.id)).toMatchObject({ restriction: null });
  });

  it('refuses a second decision on a decided report, and a report about someone else', async () => {
    const member = await insertMember(t.db);
    const report = await notice(member.id);
    await decided(moderator, { report: report.id, member: member.id, action: 'warn', reason: 'First look.' });
    const again = await decide(second, { report: report.id, member: member.id, action: 'suspend', days: 3, reason: 'Second look.' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe('already_decided');
    const other = await notice((await insertMember(t.db)).id);
    const wrong = await decide(moderator, { report: other.id, member: member.id, action: 'warn', reason: 'Wrong member.' });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).fields?.report).toBeTruthy();
  });

  it('asks for a fresh code for a suspension or a ban, not for a warning', async () => {
    const member = await insertMember(t.db);
    t.container.clock = () => new Date(Date.now() + 11 * 60_000);
    for (const body of [{ action: 'suspend', days: 3 }, { action: 'ban' }]) {
      const res = await decide(moderator, { member: member.id, reason: 'Stale code.', ...body });
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe('code_required');
    }
    expect((await decide(moderator, { member: member.id, action: 'warn', reason: 'No code needed.' })).status).toBe(201);
    expect((await memberRow(member.id)).restriction).toBeNull();
  });

  it('answers 404 for a member outside the moderator’s sites', async () => {
    const member = await insertMember(t.db);
    const elsewhere = await staffAgent(t, await addStaff(t, 'moderator', { sites: [OTHER_SITE] }));
    expect((await decide(elsewhere, { member: member.id, action: 'warn', reason: 'Not my site.' })).status).toBe(404);
    const german = await staffAgent(t, await addStaff(t, 'moderator', { languages: ['de'] }));
    const report = await notice(member.id, { locale: 'nl' });
    expect((await decide(german, { report: report.id, member: member.id, action: 'warn', reason: 'Not my language.' })).status).toBe(404);
  });
});

describe('a ban needs a second moderator', () => {
  it('is not in force until another moderator confirms it; the one who decided may not', async () => {
    const member = await insertMember(t.db, { user: { language: 'en' } });
    const report = await notice(member.id, { email: 'mila@example.org', why: 'minor' });
    const ban = await decided(moderator, { report: report.id, member: member.id, action: 'ban', reason: 'Says she is 15.' });
    expect(ban).toMatchObject({ state: 'pending_confirmation', ground: 'minor' });
    expect((await memberRow(member.id)).restriction).toBeNull();
    expect(mailsTo(member.email)).toEqual([]);

    const pending = await bodyOf<AppealsQueueDto>(await second.get('/api/staff/appeals.php'));
    expect(pending.bans.find((b) => b.reference === ban.reference)).toMatchObject({ may_answer: true, report: report.reference });
    const own = await bodyOf<AppealsQueueDto>(await moderator.get('/api/staff/appeals.php'));
    expect(own.bans.find((b) => b.reference === ban.reference)?.may_answer).toBe(false);

    const self = await moderator.post('/api/staff/decision-confirm.php', { decision: ban.id });
    expect(self.status).toBe(403);
    expect((await errorOf(self)).error).toBe('other_moderator_required');
    expect((await memberRow(member.id)).restriction).toBeNull();

    const confirmed = await second.post('/api/staff/decision-confirm.php', { decision: ban.id });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    expect((await memberRow(member.id)).restriction).toBe('banned');
    expect(await t.db.select().from(bannedAddresses).where(eq(bannedAddresses.decisionId, ban.id))).toHaveLength(1);
    expect(lastMailTo(member.email)?.text).toContain('your account is closed for good');
    expect(lastMailTo('mila@example.org')?.text).toContain('have taken action');
    expect((await second.post('/api/staff/decision-confirm.php', { decision: ban.id })).status).toBe(409);
  });
});

describe('POST /api/appeal.php', () => {
  it('takes one appeal from the logged-in member and lists it on their decisions', async () => {
    const member = await loggedInMember(t, { user: { language: 'en' } });
    const warning = await decided(moderator, { member: member.id, action: 'warn', reason: 'Spam in the about text.', ground: 'other' });
    const res = await member.agent.post('/api/appeal.php', { reference: warning.reference, text: 'I removed it.' });
    expect(res.status, await res.clone().text()).toBe(201);
    const again = await member.agent.post('/api/appeal.php', { reference: warning.reference, text: 'Please!' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe('already_appealed');
    const { items } = await bodyOf<MemberDecisionsDto>(await member.agent.get('/api/decisions.php'));
    expect(items).toEqual([
      expect.objectContaining({
        reference: warning.reference,
        action: 'warn',
        reason: 'Spam in the about text.',
        appeal: expect.objectContaining({ state: 'pending', text: 'I removed it.' }),
      }),
    ]);
  });

  it('takes the appeal of a suspended member with the token from the mail, and refuses a forged token or another member', async () => {
    const member = await insertMember(t.db, { user: { language: 'en' } });
    const suspension = await decided(moderator, { member: member.id, action: 'suspend', days: 30, reason: 'Threatened a member.', ground: 'harassment' });
    const link = appealLink(member.email);
    expect(link.pathname).toBe('/decisions/appeal');
    const visitor = t.agent(undefined, { ip: t.newIp() });
    const forged = await visitor.post('/api/appeal.php', { reference: suspension.reference, token: 'x'.repeat(43), text: 'Let me in.' });
    expect(forged.status).toBe(404);
    const stranger = await loggedInMember(t);
    expect((await stranger.agent.post('/api/appeal.php', { reference: suspension.reference, text: 'Not mine.' })).status).toBe(404);
    const res = await visitor.post('/api/appeal.php', {
      reference: link.searchParams.get('ref'),
      token: link.searchParams.get('token'),
      text: 'It was a joke between friends.',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await decisionRow(suspension.reference)).appealText).toBe('It was a joke between friends.');
    expect((await visitor.post('/api/appeal.php', { reference: suspension.reference, token: link.searchParams.get('token'), text: 'Again.' })).status).toBe(
      409,
    );
  });

  it('has no appeal against a ban that is not confirmed yet', async () => {
    const member = await loggedInMember(t);
    const ban = await decided(moderator, { member: member.id, action: 'ban', reason: 'Fake profile farm.' });
    expect((await member.agent.post('/api/appeal.php', { reference: ban.reference, text: 'Why?' })).status).toBe(404);
  });

  it('answers 422 for an appeal without text', async () => {
    const res = await t.agent().post('/api/appeal.php', { reference: 'D-0000000000', text: '' });
    expect(res.status).toBe(422);
  });
});

describe('POST /api/staff/appeal-decision.php', () => {
  it('is answered by another moderator only (not the decider, not the ban’s confirmer, admins neither); overturned lifts the suspension', async () => {
    const decider = await addStaff(t, 'admin');
    const deciderAgent = await staffAgent(t, decider);
    const member = await insertMember(t.db, { user: { language: 'en' } });
    const suspension = await decided(deciderAgent, { member: member.id, action: 'suspend', days: 10, reason: 'Scam links.' });
    const link = appealLink(member.email);
    await t.agent().post('/api/appeal.php', { reference: suspension.reference, token: link.searchParams.get('token'), text: 'Hacked account.' });

    const queue = await bodyOf<AppealsQueueDto>(await moderator.get('/api/staff/appeals.php'));
    expect(queue.appeals.find((a) => a.reference === suspension.reference)).toMatchObject({ appeal: { text: 'Hacked account.' }, may_answer: true });

    const self = await deciderAgent.post('/api/staff/appeal-decision.php', { decision: suspension.id, outcome: 'overturned', reason: 'My mistake.' });
    expect(self.status).toBe(403);
    expect((await errorOf(self)).error).toBe('other_moderator_required');
    const res = await moderator.post('/api/staff/appeal-decision.php', {
      decision: suspension.id,
      outcome: 'overturned',
      reason: 'The account was taken over.',
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await memberRow(member.id)).toMatchObject({ restriction: null, restrictedUntil: null });
    expect(await decisionRow(suspension.reference)).toMatchObject({
      state: 'overturned',
      appealOutcome: 'overturned',
      appealReason: 'The account was taken over.',
    });
    expect(subjectOf(lastMailTo(member.email))).toBe(`The outcome of your appeal (${suspension.reference})`);
    expect(lastMailTo(member.email)?.text).toContain('Why: The account was taken over.');
    expect((await admin.post('/api/staff/appeal-decision.php', { decision: suspension.id, outcome: 'upheld', reason: 'Again.' })).status).toBe(409);
  });

  it('keeps the ban when upheld, and refuses the ban’s confirmer', async () => {
    const member = await insertMember(t.db, { user: { language: 'en' } });
    const ban = await decided(moderator, { member: member.id, action: 'ban', reason: 'Sells accounts.' });
    await second.post('/api/staff/decision-confirm.php', { decision: ban.id });
    const link = appealLink(member.email);
    await t.agent().post('/api/appeal.php', { reference: ban.reference, token: link.searchParams.get('token'), text: 'I never did.' });
    expect((await second.post('/api/staff/appeal-decision.php', { decision: ban.id, outcome: 'overturned', reason: 'Confirmer.' })).status).toBe(403);
    const res = await admin.post('/api/staff/appeal-decision.php', { decision: ban.id, outcome: 'upheld', reason: 'Payments prove it.' });
    expect(res.status).toBe(200);
    expect((await memberRow(member.id)).restriction).toBe('banned');
    expect(lastMailTo(member.email)?.text).toContain('upheld the decision');
  });

  it('answers 404 for a decision without an appeal', async () => {
    const member = await insertMember(t.db);
    const warning = await decided(moderator, { member: member.id, action: 'warn', reason: 'Just a warning.' });
    expect((await second.post('/api/staff/appeal-decision.php', { decision: warning.id, outcome: 'upheld', reason: 'Nothing to answer.' })).status).toBe(404);
  });
});

describe('the queue', () => {
  it('lists the decisions about the same member with each item', async () => {
    const member = await insertMember(t.db);
    const warning = await decided(moderator, { member: member.id, action: 'warn', reason: 'Earlier warning.', ground: 'harassment' });
    const report = await notice(member.id);
    const { items } = await bodyOf<ModerationQueueDto>(await moderator.get('/api/staff/reports.php'));
    const item = items.find((i) => i.reference === report.reference);
    expect(item?.decisions).toEqual([
      expect.objectContaining({ reference: warning.reference, action: 'warn', ground: 'harassment', state: 'in_force', appeal: null }),
    ]);
  });
});
