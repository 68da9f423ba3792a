import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEFAULT_HOST, type TestApp } from '../fixtures/test-app';
import type { Agent } from '../fixtures/agent';
import { loggedInMember } from '../factories/accounts';
import { balanceAndLedger, richMember, sentText } from '../factories/chat';
import { codeFromSms, payingMember, sddForm } from '../factories/direct-debit';
import { bodyOf, errorOf } from '../factories/http';
import { insertMember } from '../factories/members';
import { buyPackage, insertPackage, orderRow, packageOf } from '../factories/payments';
import { addStaff, staffAgent } from '../factories/staff';
import { creditLedger, likes, pushSubscriptions, reports, staffAudit, users } from '@/server/db/schema';
import type { OrderDto } from '@/shared/types/payments';
import type { MemberDetailDto, MemberViewDto } from '@/shared/types/staff-members';

const OTHER_SITE = 'other.localhost';
let t: TestApp;
let support: Agent;
beforeAll(async () => {
  t = await createTestApp({ sites: [{ domain: OTHER_SITE, name: 'Other' }] });
  support = await staffAgent(t, await addStaff(t, 'support', { sites: [DEFAULT_HOST] }));
});
afterAll(() => t.close());

const auditRows = (action: string, memberId: number) =>
  t.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.targetId, String(memberId))));

const refundRows = (memberId: number) =>
  t.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, memberId), eq(creditLedger.kind, 'refund')));

/** A member who bought 250 credits and spent `messages` × 5 of them. */
async function buyer(messages = 0) {
  const member = await loggedInMember(t, { country: 'NL', gender: 'male' });
  const order = await buyPackage(t, member.agent, await packageOf(t.db, 'NL', { credits: 250 }));
  const lisa = await insertMember(t.db, { gender: 'female', country: 'NL' });
  for (let i = 0; i < messages; i++) await sentText(member.agent, lisa.id, `Bericht ${i}`);
  return { member, order };
}

const refund = (order: number, agent = support) => agent.post('/api/staff/refund.php', { order, reason: 'Dubbel betaald volgens de bank' });

describe('POST /api/staff/refund.php', () => {
  it('refunds a paid order once, even for racing requests, and takes its credits back through the ledger', async () => {
    const { member, order } = await buyer();
    expect(await balanceAndLedger(t.db, member.id)).toEqual({ balance: 250, ledger: 250 });
    const answers = await Promise.all([refund(order.id), refund(order.id), refund(order.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    const won = answers.find((r) => r.status === 200)!;
    expect((await bodyOf<{ order: OrderDto }>(won)).order.status).toBe('refunded');
    const lost = answers.find((r) => r.status === 422)!;
    expect(Object.keys((await errorOf(lost)).fields ?? {})).toEqual(['order']);
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'refunded', refundedCents: order.amountCents });
    expect(await balanceAndLedger(t.db, member.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await refundRows(member.id)).map((r) => r.delta)).toEqual([-250]);
    const audit = await auditRows('order.refund', member.id);
    expect(audit.map((r) => [r.before, r.after, r.reason])).toEqual([
      [
        { order: order.id, status: 'paid', credits: 250 },
        { order: order.id, status: 'refunded', credits: 0, cents: order.amountCents },
        'Dubbel betaald volgens de bank',
      ],
    ]);
  });

  it('refuses an order whose credits were spent: the order stays paid and the balance untouched', async () => {
    const { member, order } = await buyer(2);
    const res = await refund(order.id);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).fields?.order).toBeDefined();
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' });
    expect(await balanceAndLedger(t.db, member.id)).toEqual({ balance: 240, ledger: 240 });
    expect(await auditRows('order.refund', member.id)).toEqual([]);
  });

  it('answers 404 for an order of a site the agent does not work on, and for none', async () => {
    const { order } = await buyer();
    const elsewhere = await staffAgent(t, await addStaff(t, 'support', { sites: [OTHER_SITE] }));
    expect((await refund(order.id, elsewhere)).status).toBe(404);
    expect((await refund(2_000_000_000)).status).toBe(404);
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' });
  });

  it('asks for a fresh code after ten minutes, and refuses without a reason', async () => {
    const { order } = await buyer();
    expect((await support.post('/api/staff/refund.php', { order: order.id, reason: '' })).status).toBe(422);
    t.container.clock = () => new Date(Date.now() + 11 * 60_000);
    try {
      const res = await refund(order.id);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).error).toBe('code_required');
    } finally {
      t.container.clock = () => new Date();
    }
    expect(await orderRow(t.db, order.id)).toMatchObject({ status: 'paid' });
  });
});

describe('POST /api/staff/directdebit-bar.php', () => {
  const bar = (member: number, barred: boolean) => support.post('/api/staff/directdebit-bar.php', { member, barred, reason: 'Drie keer gestorneerd' });

  it('bars a member, whose direct-debit pages then refuse in their language, and unbarring restores it', async () => {
    const pkg = await insertPackage(t.db, { credits: 100, priceCents: 1000 });
    const anna = await payingMember(t, { user: { language: 'en' } });
    const barred = await bar(anna.id, true);
    expect(barred.status, await barred.clone().text()).toBe(200);
    expect(await bodyOf(barred)).toEqual({ member: anna.id, barred: true });
    const form = sddForm(pkg.id);
    const refused = await anna.agent.post('/api/directdebit-code.php', form);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({ error: 'direct_debit_barred', message: 'Your account is blocked from direct debit payments.' });
    const seen = await support.get(`/api/staff/members.php?id=${anna.id}`);
    expect((await bodyOf<{ member: MemberDetailDto }>(seen)).member.direct_debit).toMatchObject({ barred: true });

    expect((await bar(anna.id, false)).status).toBe(200);
    const asked = await anna.agent.post('/api/directdebit-code.php', form);
    expect(asked.status, await asked.clone().text()).toBe(200);
    expect(await codeFromSms(t, '+31' + form.phone.replace(/\D/g, '').slice(1))).toMatch(/^\d{6}$/);
    const audit = await auditRows('direct_debit.bar', anna.id);
    expect(audit.map((r) => [r.before, r.after, r.reason])).toEqual([[{ barred: false }, { barred: true }, 'Drie keer gestorneerd']]);
    expect((await auditRows('direct_debit.unbar', anna.id)).map((r) => r.after)).toEqual([{ barred: false }]);
  });

  it('answers 404 for a member of another site and 422 without a boolean', async () => {
    const stranger = await insertMember(t.db, { site: OTHER_SITE });
    expect((await bar(stranger.id, true)).status).toBe(404);
    const member = await insertMember(t.db);
    expect((await support.post('/api/staff/directdebit-bar.php', { member: member.id, barred: 'yes', reason: 'Drie keer gestorneerd' })).status).toBe(422);
  });
});

describe('GET /api/staff/member-view.php', () => {
  const view = async (member: number, page: string, agent = support) => {
    const res = await agent.get(`/api/staff/member-view.php?member=${member}&page=${page}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await bodyOf<{ view: MemberViewDto }>(res)).view;
  };

  it('shows the member’s profile, likes and chats as they see them, without a word of the messages, each look on the record', async () => {
    const anna = await richMember(t, 'Annabel');
    const lisa = await insertMember(t.db, { name: 'Lisette' });
    const kim = await insertMember(t.db, { name: 'Kimberley' });
    await sentText(anna.agent, lisa.id, 'Een geheim dat alleen Lisette mag lezen');
    await t.db.insert(likes).values([
      { likerId: kim.id, likedId: anna.id },
      { likerId: anna.id, likedId: lisa.id, isNew: false },
    ]);

    const profile = await view(anna.id, 'profile');
    expect(profile).toMatchObject({ page: 'profile', profile: { name: 'Annabel', photos: 0 } });
    const seen = await view(anna.id, 'likes');
    expect(seen).toMatchObject({ page: 'likes', received: [{ id: kim.id, name: 'Kimberley', new: true }], given: [{ id: lisa.id, name: 'Lisette' }] });
    const chats = await view(anna.id, 'chats');
    expect(chats).toMatchObject({ page: 'chats', chats: [{ partner: { id: lisa.id, name: 'Lisette' }, unread: 0 }] });
    expect(JSON.stringify(chats)).not.toContain('geheim');

    const audit = await auditRows('member.view_as', anna.id);
    expect(audit.map((r) => r.after)).toEqual([{ page: 'profile' }, { page: 'likes' }, { page: 'chats' }]);
    // Looking changed nothing the member sees: the like is still new to them.
    expect((await view(anna.id, 'likes')).page).toBe('likes');
    const [like] = await t.db
      .select()
      .from(likes)
      .where(and(eq(likes.likerId, kim.id), eq(likes.likedId, anna.id)));
    expect(like.isNew).toBe(true);
  });

  it('refuses an unknown page, a member of another site, and every role but support and admin', async () => {
    const member = await insertMember(t.db);
    expect((await support.get(`/api/staff/member-view.php?member=${member.id}&page=messages`)).status).toBe(422);
    const stranger = await insertMember(t.db, { site: OTHER_SITE });
    expect((await support.get(`/api/staff/member-view.php?member=${stranger.id}&page=profile`)).status).toBe(404);
    for (const role of ['operator', 'moderator'] as const) {
      const agent = await staffAgent(t, await addStaff(t, role));
      expect((await agent.get(`/api/staff/member-view.php?member=${member.id}&page=profile`)).status).toBe(403);
    }
    expect(await auditRows('member.view_as', member.id)).toEqual([]);
  });
});

describe('what each role sees of a member', () => {
  it('support sees the account, money, notification state and report counts', async () => {
    const { member, order } = await buyer();
    await t.db
      .update(users)
      .set({ notificationsDisabled: ['like_new'], notificationPrefs: { message_new: false } })
      .where(eq(users.id, member.id));
    await t.db.insert(pushSubscriptions).values({ userId: member.id, endpoint: `https://push.example/${member.id}`, p256dh: 'k', auth: 'a' });
    const reporter = await insertMember(t.db);
    await t.db.insert(reports).values({ reporterId: reporter.id, reportedId: member.id, reason: 'spam' });
    const res = await support.get(`/api/staff/members.php?id=${member.id}`);
    const seen = (await bodyOf<{ member: MemberDetailDto }>(res)).member;
    expect(seen.account.email).toBe(member.email);
    expect(seen.orders.map((o) => o.id)).toEqual([order.id]);
    expect(seen.credits.balance).toBe(250);
    expect(seen.notifications).toEqual({ disabled: ['like_new'], prefs: { message_new: false }, push_denied_at: null, push_subscriptions: 1 });
    expect(seen.reports).toEqual({ against_open: 1, against_total: 1, made: 0 });
  });

  it('operators and moderators see nothing of the desk: no account, no e-mail address, no orders', async () => {
    const member = await insertMember(t.db);
    for (const role of ['operator', 'moderator'] as const) {
      const agent = await staffAgent(t, await addStaff(t, role));
      const detail = await agent.get(`/api/staff/members.php?id=${member.id}`);
      expect(detail.status).toBe(403);
      expect(await detail.text()).not.toContain(member.email);
      expect((await agent.get(`/api/staff/members.php?q=${encodeURIComponent(member.email)}`)).status).toBe(403);
    }
  });
});
