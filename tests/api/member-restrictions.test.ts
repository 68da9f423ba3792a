import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { listenOnFreePort, openEventStream } from '../fixtures/event-stream';
import { loggedInMember, loginAs, signupForm } from '../factories/accounts';
import { insertCandidate } from '../factories/swipe';
import { bodyOf, errorOf, setCookieOf } from '../factories/http';
import { grantCredits, sendText, sentText } from '../factories/chat';
import { insertMember } from '../factories/members';
import { addStaff, staffAgent } from '../factories/staff';
import { suggestedTo, whereSeen } from '../factories/visibility';
import { hideProfile, sanction } from '../factories/moderation';
import { bannedAddresses, moderationDecisions, sessions, users } from '@/server/db/schema';
import { liftExpiredSuspensions } from '@/server/services/moderation/lift-expired-suspensions';
import { eraseDeletedAccounts } from '@/server/services/account/erase-deleted-accounts';
import { addressHash } from '@/server/services/moderation/restrictions';
import type { LikesDto } from '@/shared/types/social';
import type { InboxDto } from '@/shared/types/staff';
import type { Agent } from '../fixtures/agent';

let t: TestApp;
let http: Awaited<ReturnType<typeof listenOnFreePort>>;
let realClock: () => Date;
beforeAll(async () => {
  t = await createTestApp();
  realClock = t.container.clock;
  http = await listenOnFreePort(t.app);
});
afterEach(() => {
  t.container.clock = realClock;
});
afterAll(async () => {
  await http.close();
  await t.close();
});

const DAY_MS = 86_400_000;
const REASON = 'Herhaaldelijk ongewenste berichten gestuurd.';
/** A fixed end, so the message's date reads the same on every run (Europe/Amsterdam: 16:30). */
const ENDS_AT = new Date('2099-03-14T15:30:00Z');
const NOT_USABLE_NL = 'Dit e-mailadres kan niet worden gebruikt.';

const premium = (name: string, language = 'nl') => loggedInMember(t, { name, user: { paidUser: true, credits: 100, language } });
const login = (email: string, password: string) => t.agent(undefined, { ip: t.newIp() }).post('/api/user.php', { email, password });
const cookieOf = (agent: Agent) => [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const memberRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const decisionRow = async (id: number) => (await t.db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id)))[0];
const likesOf = async (agent: Agent) => bodyOf<LikesDto>(await agent.get('/api/likes.php'));

describe('a suspended member', () => {
  it('is refused at login with the reason and the end date, in their own language', async () => {
    const member = await premium('Dieter', 'de');
    await sanction(t, member.id, 'suspend', { endsAt: ENDS_AT, reason: 'Wiederholt unerwünschte Nachrichten geschickt.' });
    const res = await login(member.email, member.password);
    expect(res.status).toBe(403);
    expect(res.headers.get('content-language')).toBe('de');
    expect(await errorOf(res)).toMatchObject({
      error: 'account_suspended',
      message:
        'Dein Konto ist bis 14. März 2099 um 16:30 gesperrt. Grund: Wiederholt unerwünschte Nachrichten geschickt. Bist du damit nicht einverstanden? Dann kannst du über den Link in der E-Mail, in der wir unsere Entscheidung erklären, Widerspruch einlegen.',
    });
    expect(setCookieOf(res, 'session')).toBeNull();
  });

  it('is told in Dutch on a Dutch account, and a wrong password learns nothing', async () => {
    const member = await premium('Daan');
    await sanction(t, member.id, 'suspend', { endsAt: ENDS_AT });
    expect((await errorOf(await login(member.email, member.password))).message).toBe(
      `Je account is geschorst tot 14 maart 2099 om 16:30. Reden: ${REASON} Ben je het er niet mee eens? Dan kun je bezwaar maken via de link in de e-mail waarin we ons besluit toelichten.`,
    );
    const wrong = await login(member.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect((await errorOf(wrong)).error).toBe('login_failed');
  });

  it('sets a new password through the mailed link but is refused the login that would follow', async () => {
    const member = await premium('Pim');
    await sanction(t, member.id, 'suspend', { endsAt: ENDS_AT });
    expect((await t.agent(undefined, { ip: t.newIp() }).post('/api/reset-password.php', { email: member.email })).status).toBe(200);
    const token = new URL(t.mail.linkFor(member.email)).searchParams.get('token');
    const fresh = 'Nieuw-Wachtwoord-9';
    const res = await t.agent(undefined, { ip: t.newIp() }).put('/api/reset-password.php', { token, password: fresh, password_repeat: fresh });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('account_suspended');
    expect(setCookieOf(res, 'session')).toBeNull();
    expect((await errorOf(await login(member.email, fresh))).error).toBe('account_suspended');
  });

  it('loses its sessions at once: the open event stream ends and the next call acts for nobody', async () => {
    const member = await premium('Sanne');
    // The default heartbeat is 25 s: a stream that ends within the test ended on the decision.
    const stream = await openEventStream(`${http.origin}/api/events.php`, { cookie: cookieOf(member.agent) });
    expect(stream.res.status).toBe(200);
    await sanction(t, member.id, 'suspend');
    await stream.ended;
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    const res = await member.agent.get('/api/likes.php');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).error).toBe('authentication_required');
    expect((await sendText(member.agent, (await premium('Bob')).id, 'Hoi')).status).toBe(403);
    // Well below the 25 s heartbeat, which would end the stream too, only later.
  }, 15_000);

  it('acts for nobody through a session that outlived the restriction', async () => {
    const member = await premium('Lotte');
    // A restriction written without ending the sessions: the session lookup still leaves the member out.
    await t.db
      .update(users)
      .set({ restriction: 'suspended', restrictedUntil: new Date(Date.now() + DAY_MS) })
      .where(eq(users.id, member.id));
    const viewer = await premium('Wim');
    expect((await member.agent.get('/api/likes.php')).status).toBe(403);
    expect((await member.agent.post('/api/like.php', { profile: viewer.id })).status).toBe(403);
    expect((await sendText(member.agent, viewer.id, 'Hoi Wim')).status).toBe(403);
    expect(await likesOf(viewer.agent)).toMatchObject({ liked_by: [] });
  });

  it('is hidden from search, likes both ways, chats and the profile page; messages to them are refused as to a deleted member', async () => {
    const member = await premium('Mila');
    const viewer = await premium('Vera');
    await member.agent.post('/api/like.php', { profile: viewer.id });
    await viewer.agent.post('/api/like.php', { profile: member.id });
    await sentText(member.agent, viewer.id, 'Hoi Vera');
    expect(await whereSeen(viewer.agent, member.id)).toEqual({ search: true, likes: true, chats: true, profile: true });

    await sanction(t, member.id, 'suspend');
    expect(await whereSeen(viewer.agent, member.id)).toEqual({ search: false, likes: false, chats: false, profile: false });
    expect((await likesOf(viewer.agent)).profiles.map((p) => p.id)).not.toContain(member.id);
    const page = await viewer.agent.get(`/api/member.php?id=${member.id}`);
    expect(page.status).toBe(404);
    expect((await errorOf(page)).error).toBe('not_found');
    const res = await sendText(viewer.agent, member.id, 'Ben je er nog?');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).error).toBe('not_found');
    expect((await viewer.agent.post('/api/like.php', { profile: member.id })).status).toBe(404);
  });

  it('is taken out of the swipe cards and the match finder', async () => {
    const seeker = await loggedInMember(t, { gender: 'male', profile: { lookingForGender: 'female' } });
    const candidate = await insertCandidate(t, { gender: 'female', profile: { lookingForGender: 'male' } });
    expect(await suggestedTo(seeker.agent, candidate.id)).toEqual({ swipe: true, finder: true });
    await sanction(t, candidate.id, 'suspend');
    expect(await suggestedTo(seeker.agent, candidate.id)).toEqual({ swipe: false, finder: false });
  });

  it('logs in again right after the end date, before the job; the job then clears the restriction, once', async () => {
    const member = await premium('Eva');
    const viewer = await premium('Vince');
    const { decisionId } = await sanction(t, member.id, 'suspend', { endsAt: ENDS_AT });
    expect((await login(member.email, member.password)).status).toBe(403);

    const after = new Date(ENDS_AT.getTime() + 60_000);
    t.container.clock = () => after;
    expect((await login(member.email, member.password)).status).toBe(200);
    expect((await memberRow(member.id)).restriction).toBe('suspended');

    expect(await liftExpiredSuspensions(t.db, after)).toBeGreaterThanOrEqual(1);
    expect(await memberRow(member.id)).toMatchObject({ restriction: null, restrictedUntil: null, restrictionDecisionId: null });
    expect((await decisionRow(decisionId)).state).toBe('lifted');
    expect(await liftExpiredSuspensions(t.db, after)).toBe(0);
    expect((await decisionRow(decisionId)).state).toBe('lifted');
    expect((await viewer.agent.get(`/api/member.php?id=${member.id}`)).status).toBe(200);
  });

  it('leaves the operator inbox: no conversation of theirs is listed or handed out', async () => {
    const profile = await insertMember(t.db, { name: 'Roos', profile: { isFictional: true } });
    const member = await premium('Henk');
    await grantCredits(t.db, member.id, 100);
    const { conversation } = await sentText(member.agent, profile.id, 'Hoi Roos');
    const operator = await staffAgent(t, await addStaff(t, 'operator', { languages: ['nl'] }));
    const listed = async () => (await bodyOf<InboxDto>(await operator.get('/api/staff/inbox.php'))).items.some((i) => i.conversation.id === conversation.id);
    expect(await listed()).toBe(true);

    await sanction(t, member.id, 'suspend');
    expect(await listed()).toBe(false);
    // Nothing else waits in this file's inbox: "take the next one" finds nothing.
    expect((await operator.post('/api/staff/inbox-claim.php', {})).status).toBe(404);
    expect((await operator.post('/api/staff/inbox-claim.php', { conversation: conversation.id })).status).toBe(404);
  });

  it('is not lifted by the job before the end date', async () => {
    const member = await premium('Kees');
    const { decisionId } = await sanction(t, member.id, 'suspend', { endsAt: ENDS_AT });
    await liftExpiredSuspensions(t.db, new Date(ENDS_AT.getTime() - 60_000));
    expect((await memberRow(member.id)).restriction).toBe('suspended');
    expect((await decisionRow(decisionId)).state).toBe('in_force');
  });
});

describe('the support desk\'s "log out everywhere"', () => {
  it("ends the member's open event stream at once as well", async () => {
    const member = await premium('Tess');
    const support = await staffAgent(t, await addStaff(t, 'support'));
    const stream = await openEventStream(`${http.origin}/api/events.php`, { cookie: cookieOf(member.agent) });
    expect(stream.res.status).toBe(200);
    const res = await support.post('/api/staff/member-sessions.php', { member: member.id, reason: 'Account overgenomen' });
    expect(res.status).toBe(200);
    await stream.ended;
    // Well below the 25 s heartbeat, which would end the stream too, only later.
  }, 15_000);
});

describe('a banned member', () => {
  it('is refused at login with the reason, without an end', async () => {
    const member = await premium('Bram');
    await sanction(t, member.id, 'ban');
    const res = await login(member.email, member.password);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({
      error: 'account_banned',
      message: `Je account is definitief geblokkeerd. Reden: ${REASON} Ben je het er niet mee eens? Dan kun je bezwaar maken via de link in de e-mail waarin we ons besluit toelichten.`,
    });
  });

  it('loses its sessions and is hidden from others like a suspended member, and the job leaves the ban alone', async () => {
    const member = await premium('Joris');
    const viewer = await premium('Nina');
    await member.agent.post('/api/like.php', { profile: viewer.id });
    await sanction(t, member.id, 'ban');
    expect((await member.agent.get('/api/likes.php')).status).toBe(403);
    expect(await whereSeen(viewer.agent, member.id)).toEqual({ search: false, likes: false, chats: false, profile: false });
    expect((await sendText(viewer.agent, member.id, 'Hoi')).status).toBe(404);
    await liftExpiredSuspensions(t.db, new Date(Date.now() + 3650 * DAY_MS));
    expect((await memberRow(member.id)).restriction).toBe('banned');
  });

  it('keeps the address from signing up again, in any case, with a 422 that says no more', async () => {
    const member = await premium('Roel');
    await sanction(t, member.id, 'ban');
    const res = await t.agent(undefined, { ip: t.newIp() }).post('/api/signup.php', signupForm({ email: member.email.toUpperCase() }));
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ error: 'validation_failed', fields: { email: NOT_USABLE_NL } });
  });

  it('keeps another member from changing their address to the banned one', async () => {
    const banned = await premium('Ruud');
    await sanction(t, banned.id, 'ban');
    const other = await premium('Olga');
    const res = await other.agent.post('/api/mail-change.php', { email: banned.email, password: other.password });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ email: NOT_USABLE_NL });
  });

  it('keeps the decision and the ban when the account is erased', async () => {
    const member = await premium('Erik');
    const { decisionId } = await sanction(t, member.id, 'ban');
    await t.db
      .update(users)
      .set({ deletedAt: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(users.id, member.id));
    expect(await eraseDeletedAccounts({ db: t.db, storage: t.storage }, new Date())).toBeGreaterThanOrEqual(1);
    expect((await memberRow(member.id)).erasedAt).not.toBeNull();
    expect(await decisionRow(decisionId)).toMatchObject({ memberId: member.id, action: 'ban', reason: REASON });
    expect(
      await t.db
        .select()
        .from(bannedAddresses)
        .where(eq(bannedAddresses.addressHash, addressHash(member.email))),
    ).toHaveLength(1);
    const res = await t.agent(undefined, { ip: t.newIp() }).post('/api/signup.php', signupForm({ email: member.email }));
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields).toEqual({ email: NOT_USABLE_NL });
  });
});

describe('a profile hidden by a moderator', () => {
  it('is hidden from others, while the member logs in and uses the site', async () => {
    const member = await premium('Hanna');
    const viewer = await premium('Fleur');
    const stranger = await premium('Sara');
    await member.agent.post('/api/like.php', { profile: viewer.id });
    await sentText(viewer.agent, member.id, 'Hoi Hanna');
    await hideProfile(t, member.id);

    expect(await whereSeen(viewer.agent, member.id)).toEqual({ search: false, likes: false, chats: true, profile: false });
    expect(await whereSeen(stranger.agent, member.id)).toMatchObject({ search: false, profile: false });
    expect((await sendText(stranger.agent, member.id, 'Hoi Hanna')).status).toBe(404);

    const agent = await loginAs(t, member);
    expect((await agent.get('/api/likes.php')).status).toBe(200);
    expect((await sendText(agent, viewer.id, 'Hoi Fleur')).status).toBe(201);
  });

  it('is taken out of the swipe cards and the match finder', async () => {
    const seeker = await loggedInMember(t, { gender: 'female', profile: { lookingForGender: 'male' } });
    const candidate = await insertCandidate(t, { gender: 'male', profile: { lookingForGender: 'female' } });
    await hideProfile(t, candidate.id);
    expect(await suggestedTo(seeker.agent, candidate.id)).toEqual({ swipe: false, finder: false });
  });
});
