import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { insertMember, insertPhoto } from '../factories/members';
import { grantCredits, sentText } from '../factories/chat';
import { buyPackage, packageOf } from '../factories/payments';
import { addStaff, staffAgent } from '../factories/staff';
import { cannedReplies, discountCodes, moderationDecisions, packages, photos, sites } from '@/server/db/schema';
import { STAFF_ROLES, type StaffRole } from '@/shared/staff/roles';

type Caller = 'visitor' | 'member' | StaffRole;
type Call = { name: string; send: (agent: Agent) => Promise<Response>; allowed: readonly StaffRole[] };

const OTHER_SITE = 'other.localhost';
let t: TestApp;
let conversation: number;
let memberId: number;
const agents = new Map<Caller, Agent>();

/** A conversation waiting for a fictional profile, so that inbox calls have something to act on. */
async function waiting(): Promise<{ conversation: number; memberId: number }> {
  const profile = await insertMember(t.db, { profile: { isFictional: true }, user: { status: 'confirmed' } });
  const member = await loggedInMember(t, { user: { paidUser: true, status: 'confirmed', language: 'nl' } });
  await grantCredits(t.db, member.id, 50);
  const sent = await sentText(member.agent, profile.id, 'Hoi');
  return { conversation: sent.conversation.id, memberId: member.id };
}

/** A canned reply to change or delete, written straight to the table. */
async function cannedReply(): Promise<number> {
  const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, DEFAULT_HOST));
  const [row] = await t.db.insert(cannedReplies).values({ siteId: site.id, language: 'nl', title: 'Hoi', text: 'Hoi daar!' }).returning();
  return row.id;
}

/** The second site's id, for the brand console's calls. */
async function otherSiteId(): Promise<number> {
  const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, OTHER_SITE));
  return site.id;
}

/** A package and a discount code of the second site, written straight to the tables. */
async function packageId(): Promise<number> {
  const [row] = await t.db
    .insert(packages)
    .values({ siteId: await otherSiteId(), country: 'NL', currency: 'EUR', credits: 10, priceCents: 500 })
    .returning();
  return row.id;
}

async function codeId(): Promise<number> {
  const [row] = await t.db
    .insert(discountCodes)
    .values({ siteId: await otherSiteId(), code: `C${crypto.randomUUID().slice(0, 8)}`, percentage: 10 })
    .returning();
  return row.id;
}

/** A member who has not confirmed their address yet, so that an activation mail may be sent again. */
async function unconfirmed(): Promise<number> {
  return (await insertMember(t.db, { user: { status: 'not_confirmed' } })).id;
}

/** A photo waiting for review (its files are not needed to reject it). */
async function pendingPhoto(): Promise<number> {
  const owner = await insertMember(t.db);
  const photo = await insertPhoto(t.db, owner.id, { main: true });
  await t.db.update(photos).set({ review: 'pending' }).where(eq(photos.id, photo.id));
  return photo.id;
}

/** A paid order of its own for each call, so that a refund has something to refund. */
async function paidOrder(): Promise<number> {
  const buyer = await loggedInMember(t, { country: 'NL' });
  return (await buyPackage(t, buyer.agent, await packageOf(t.db, 'NL'))).id;
}

/** A staff member nobody here is logged in as, so that changing them ends no caller's session. */
async function someoneElse(): Promise<number> {
  return (await addStaff(t, 'operator')).id;
}

/** A member to decide about, new for each call so that decisions do not pile up on one. */
async function someMember(): Promise<number> {
  return (await insertMember(t.db)).id;
}

/** Another moderator's decision: a ban waiting for confirmation, or a warning the member appealed. */
async function othersDecision(kind: 'ban' | 'appeal'): Promise<number> {
  const [site] = await t.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, DEFAULT_HOST));
  const decidedBy = (await addStaff(t, 'moderator')).id;
  const common = {
    reference: `D-${crypto.randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`,
    memberId: await someMember(),
    siteId: site.id,
    language: 'nl',
    reason: 'Besluit',
    decidedBy,
  };
  const values =
    kind === 'ban'
      ? { ...common, action: 'ban' as const, state: 'pending_confirmation' as const }
      : { ...common, action: 'warn' as const, appealText: 'Bezwaar', appealedAt: new Date() };
  const [row] = await t.db.insert(moderationDecisions).values(values).returning({ id: moderationDecisions.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_SITE, name: 'Other' }] });
  ({ conversation, memberId } = await waiting());
  // Each caller from an address of its own: the matrix sends more requests from one caller in a
  // minute than the API's per-address limit, which would answer 429 instead of the rule under test.
  agents.set('visitor', t.agent(DEFAULT_HOST, { ip: t.newIp() }));
  agents.set('member', (await loggedInMember(t)).agent);
  for (const role of STAFF_ROLES) agents.set(role, await staffAgent(t, await addStaff(t, role), t.agent(DEFAULT_HOST, { ip: t.newIp() })));
});
afterAll(() => t.close());

const everyStaff = STAFF_ROLES;
const operators = ['operator', 'admin'] as const;
const supportDesk = ['support', 'admin'] as const;
const moderators = ['moderator', 'admin'] as const;

/** Every /api/staff endpoint, with the roles it admits (admin may do everything). */
const CALLS: Call[] = [
  { name: 'GET session.php', send: (a) => a.get('/api/staff/session.php'), allowed: everyStaff },
  { name: 'GET inbox.php', send: (a) => a.get('/api/staff/inbox.php'), allowed: operators },
  { name: 'GET inbox-conversation.php', send: (a) => a.get(`/api/staff/inbox-conversation.php?conversation=${conversation}`), allowed: operators },
  { name: 'GET member-notes.php', send: (a) => a.get(`/api/staff/member-notes.php?member=${memberId}`), allowed: operators },
  { name: 'POST member-notes.php', send: (a) => a.post('/api/staff/member-notes.php', { member: memberId, text: 'Notitie' }), allowed: operators },
  { name: 'GET profiles.php', send: (a) => a.get('/api/staff/profiles.php'), allowed: operators },
  {
    name: 'POST profiles.php',
    send: (a) => a.post('/api/staff/profiles.php', { site: DEFAULT_HOST, name: 'Mila', date_of_birth: '1990-01-01', gender: 'female', country: 'NL' }),
    allowed: ['admin'],
  },
  { name: 'GET canned-replies.php', send: (a) => a.get('/api/staff/canned-replies.php'), allowed: operators },
  {
    name: 'POST canned-replies.php',
    send: (a) => a.post('/api/staff/canned-replies.php', { site: DEFAULT_HOST, language: 'nl', title: 'Hoi', text: 'Hoi daar!' }),
    allowed: ['admin'],
  },
  {
    name: 'PUT canned-replies.php',
    send: async (a) => a.put('/api/staff/canned-replies.php', { id: await cannedReply(), title: 'Hallo' }),
    allowed: ['admin'],
  },
  { name: 'DELETE canned-replies.php', send: async (a) => a.delete('/api/staff/canned-replies.php', { id: await cannedReply() }), allowed: ['admin'] },
  { name: 'GET audit.php', send: (a) => a.get('/api/staff/audit.php'), allowed: ['admin'] },
  { name: 'GET passkeys.php', send: (a) => a.get('/api/staff/passkeys.php'), allowed: everyStaff },
  { name: 'POST passkey-registration.php', send: (a) => a.post('/api/staff/passkey-registration.php', {}), allowed: everyStaff },
  { name: 'GET reports.php', send: (a) => a.get('/api/staff/reports.php'), allowed: moderators },
  { name: 'GET photos.php', send: (a) => a.get('/api/staff/photos.php'), allowed: moderators },
  {
    name: 'POST photo-review.php',
    send: async (a) => a.post('/api/staff/photo-review.php', { photo: await pendingPhoto(), verdict: 'reject', reason: 'Geen foto van jou.' }),
    allowed: moderators,
  },
  {
    name: 'POST decision.php',
    send: async (a) => a.post('/api/staff/decision.php', { member: await someMember(), action: 'warn', reason: 'Waarschuwing' }),
    allowed: moderators,
  },
  {
    name: 'POST decision-confirm.php',
    send: async (a) => a.post('/api/staff/decision-confirm.php', { decision: await othersDecision('ban') }),
    allowed: moderators,
  },
  { name: 'GET appeals.php', send: (a) => a.get('/api/staff/appeals.php'), allowed: moderators },
  {
    name: 'POST appeal-decision.php',
    send: async (a) => a.post('/api/staff/appeal-decision.php', { decision: await othersDecision('appeal'), outcome: 'upheld', reason: 'Terecht besluit' }),
    allowed: moderators,
  },
  { name: 'GET staff.php', send: (a) => a.get('/api/staff/staff.php'), allowed: ['admin'] },
  {
    name: 'POST staff.php',
    send: (a) => a.post('/api/staff/staff.php', { email: `team-${crypto.randomUUID().slice(0, 8)}@staff.example`, role: 'operator' }),
    allowed: ['admin'],
  },
  { name: 'PUT staff.php', send: async (a) => a.put('/api/staff/staff.php', { id: await someoneElse(), role: 'support' }), allowed: ['admin'] },
  { name: 'POST staff-otp-reset.php', send: async (a) => a.post('/api/staff/staff-otp-reset.php', { id: await someoneElse() }), allowed: ['admin'] },
  { name: 'GET members.php?q=', send: (a) => a.get('/api/staff/members.php?q=member'), allowed: supportDesk },
  { name: 'GET members.php?id=', send: (a) => a.get(`/api/staff/members.php?id=${memberId}`), allowed: supportDesk },
  {
    name: 'POST credits.php',
    send: (a) => a.post('/api/staff/credits.php', { member: memberId, delta: 1, reason: 'Goodwill', idempotency_key: crypto.randomUUID() }),
    allowed: supportDesk,
  },
  { name: 'POST member-sessions.php', send: (a) => a.post('/api/staff/member-sessions.php', { member: memberId, reason: 'Op verzoek' }), allowed: supportDesk },
  {
    name: 'POST activation-mail.php',
    send: async (a) => a.post('/api/staff/activation-mail.php', { member: await unconfirmed(), reason: 'Mail kwijt' }),
    allowed: supportDesk,
  },
  { name: 'GET member-view.php', send: (a) => a.get(`/api/staff/member-view.php?member=${memberId}&page=chats`), allowed: supportDesk },
  { name: 'POST refund.php', send: async (a) => a.post('/api/staff/refund.php', { order: await paidOrder(), reason: 'Dubbel betaald' }), allowed: supportDesk },
  {
    name: 'POST directdebit-bar.php',
    send: (a) => a.post('/api/staff/directdebit-bar.php', { member: memberId, barred: true, reason: 'Gestorneerd' }),
    allowed: supportDesk,
  },
  { name: 'GET stats.php', send: (a) => a.get('/api/staff/stats.php?from=2026-01-01&to=2026-01-31'), allowed: ['admin'] },
  { name: 'POST stats.php', send: (a) => a.post('/api/staff/stats.php', { from: '2026-01-01', to: '2026-01-02' }), allowed: ['admin'] },
  { name: 'GET sites.php', send: (a) => a.get('/api/staff/sites.php'), allowed: ['admin'] },
  { name: 'GET sites.php?id=', send: async (a) => a.get(`/api/staff/sites.php?id=${await otherSiteId()}`), allowed: ['admin'] },
  {
    name: 'POST sites.php',
    send: (a) => a.post('/api/staff/sites.php', { domain: `new-${crypto.randomUUID().slice(0, 8)}.localhost`, name: 'Nieuw' }),
    allowed: ['admin'],
  },
  {
    name: 'POST site-logos.php',
    send: async (a) => {
      const form = new FormData();
      form.set('site', String(await otherSiteId()));
      form.set('photo', new File([await readFile('tests/fixtures/photo.jpg')], 'logo.jpg', { type: 'image/jpeg' }));
      return a.post('/api/staff/site-logos.php', form);
    },
    allowed: ['admin'],
  },
  { name: 'GET packages.php', send: async (a) => a.get(`/api/staff/packages.php?site=${await otherSiteId()}`), allowed: ['admin'] },
  {
    name: 'POST packages.php',
    send: async (a) => a.post('/api/staff/packages.php', { site: await otherSiteId(), country: 'NL', credits: 10, price_cents: 500 }),
    allowed: ['admin'],
  },
  { name: 'PUT packages.php', send: async (a) => a.put('/api/staff/packages.php', { id: await packageId(), position: 3 }), allowed: ['admin'] },
  { name: 'GET discount-codes.php', send: async (a) => a.get(`/api/staff/discount-codes.php?site=${await otherSiteId()}`), allowed: ['admin'] },
  { name: 'GET discount-codes.php?id=', send: async (a) => a.get(`/api/staff/discount-codes.php?id=${await codeId()}`), allowed: ['admin'] },
  {
    name: 'POST discount-codes.php',
    send: async (a) => a.post('/api/staff/discount-codes.php', { site: await otherSiteId(), code: `C${crypto.randomUUID().slice(0, 8)}`, percentage: 10 }),
    allowed: ['admin'],
  },
  { name: 'PUT discount-codes.php', send: async (a) => a.put('/api/staff/discount-codes.php', { id: await codeId(), max_uses: 5 }), allowed: ['admin'] },
  { name: 'PUT sites.php', send: async (a) => a.put('/api/staff/sites.php', { id: await otherSiteId(), name: 'Other' }), allowed: ['admin'] },
  {
    name: 'GET events.php',
    send: async (a) => {
      const res = await a.get('/api/staff/events.php');
      await res.body?.cancel();
      return res;
    },
    allowed: operators,
  },
];

describe('who may call each /api/staff endpoint', () => {
  const callers: Caller[] = ['visitor', 'member', ...STAFF_ROLES];
  for (const call of CALLS) {
    it.each(callers)(`${call.name} as %s`, async (caller) => {
      const res = await call.send(agents.get(caller) as Agent);
      const expected = caller === 'visitor' || caller === 'member' ? 401 : call.allowed.includes(caller) ? 'ok' : 403;
      if (expected === 'ok') expect(res.status, res.bodyUsed ? '' : await res.clone().text()).toBeLessThan(300);
      else expect(res.status).toBe(expected);
    });
  }

  it.each(callers)('claim, reply and release as %s', async (caller) => {
    const target = await waiting();
    const agent = agents.get(caller) as Agent;
    const claimed = await agent.post('/api/staff/inbox-claim.php', { conversation: target.conversation });
    const replied = await agent.post('/api/staff/inbox-reply.php', { conversation: target.conversation, text: 'Hallo!', nonce: crypto.randomUUID() });
    const released = await agent.delete('/api/staff/inbox-claim.php', { conversation: target.conversation });
    if (caller === 'visitor' || caller === 'member') {
      expect([claimed.status, replied.status, released.status]).toEqual([401, 401, 401]);
    } else if (!(operators as readonly string[]).includes(caller)) {
      expect([claimed.status, replied.status, released.status]).toEqual([403, 403, 403]);
    } else {
      // The reply ends the claim: nothing is left to release.
      expect([claimed.status, replied.status, released.status]).toEqual([200, 201, 404]);
    }
  });
});

describe('site scope', () => {
  it('hides another site’s waiting members from an operator of one site', async () => {
    const agent = await staffAgent(t, await addStaff(t, 'operator', { sites: [OTHER_SITE] }));
    const inbox = await agent.get('/api/staff/inbox.php');
    expect((await inbox.json()).items).toEqual([]);
    expect((await agent.get(`/api/staff/inbox-conversation.php?conversation=${conversation}`)).status).toBe(404);
    expect((await agent.post('/api/staff/inbox-claim.php', { conversation })).status).toBe(404);
    expect((await agent.get(`/api/staff/member-notes.php?member=${memberId}`)).status).toBe(404);
  });

  it('hides another site’s members from a support agent of one site', async () => {
    const agent = await staffAgent(t, await addStaff(t, 'support', { sites: [OTHER_SITE] }));
    expect((await agent.get(`/api/staff/members.php?id=${memberId}`)).status).toBe(404);
    expect((await agent.post('/api/staff/credits.php', { member: memberId, delta: 1, reason: 'Goodwill', idempotency_key: crypto.randomUUID() })).status).toBe(
      404,
    );
    expect((await agent.post('/api/staff/member-sessions.php', { member: memberId, reason: 'Op verzoek' })).status).toBe(404);
    expect((await agent.post('/api/staff/activation-mail.php', { member: await unconfirmed(), reason: 'Mail kwijt' })).status).toBe(404);
    expect((await agent.get(`/api/staff/member-view.php?member=${memberId}&page=profile`)).status).toBe(404);
    expect((await agent.post('/api/staff/refund.php', { order: await paidOrder(), reason: 'Dubbel betaald' })).status).toBe(404);
    expect((await agent.post('/api/staff/directdebit-bar.php', { member: memberId, barred: true, reason: 'Gestorneerd' })).status).toBe(404);
  });

  it('hides another site’s photos in review from a moderator of one site', async () => {
    const agent = await staffAgent(t, await addStaff(t, 'moderator', { sites: [OTHER_SITE] }));
    const photo = await pendingPhoto();
    expect((await (await agent.get('/api/staff/photos.php')).json()).items).toEqual([]);
    expect((await agent.post('/api/staff/photo-review.php', { photo, verdict: 'reject', reason: 'Geen foto van jou.' })).status).toBe(404);
  });
});
