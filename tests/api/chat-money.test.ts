import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { loggedInMember } from '../factories/accounts';
import { bodyOf, errorOf } from '../factories/http';
import { balanceAndLedger, grantCredits, sendGift, sendText, sentText } from '../factories/chat';
import { creditLedger, memberEvents, messages, users } from '@/server/db/schema';
import type { SendMessageDto } from '@/shared/types/social';

// The test site: message_credits 5 (fixture), photo_credits 10, gift_credits 20, free_messages 3 (defaults).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const member = (paid: boolean) => loggedInMember(t, { user: { paidUser: paid } });
const storedBy = (senderId: number) => t.db.select().from(messages).where(eq(messages.senderId, senderId));

describe('credits for messages (§1, §6)', () => {
  it('stores and charges exactly one of 20 sends racing for the last message credits', async () => {
    const sender = await member(true);
    const other = await member(false);
    await grantCredits(t.db, sender.id, 5);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => sendText(sender.agent, other.id, `Bericht ${i}`)));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 402)).toHaveLength(19);
    expect(await storedBy(sender.id)).toHaveLength(1);
    expect(await balanceAndLedger(t.db, sender.id)).toEqual({ balance: 0, ledger: 0 });
    const refused = results.find((res) => res.status === 402)!;
    expect(await errorOf(refused)).toMatchObject({ error: 'insufficient_credits', message: 'Je hebt onvoldoende credits' });
  });

  it('stores and charges a retried send once, also when the two tries race', async () => {
    const sender = await member(true);
    const other = await member(false);
    await grantCredits(t.db, sender.id, 50);
    const nonce = randomUUID();
    const [a, b] = await Promise.all([sendText(sender.agent, other.id, 'Nog een keer?', nonce), sendText(sender.agent, other.id, 'Nog een keer?', nonce)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const [first, second] = [await bodyOf<SendMessageDto>(a), await bodyOf<SendMessageDto>(b)];
    expect(second.message).toEqual(first.message);
    const later = await sendText(sender.agent, other.id, 'Nog een keer?', nonce);
    expect(later.status).toBe(200);
    expect((await bodyOf<SendMessageDto>(later)).message.id).toBe(first.message.id);
    expect(await storedBy(sender.id)).toHaveLength(1);
    expect(await balanceAndLedger(t.db, sender.id)).toEqual({ balance: 45, ledger: 45 });
  });

  it('refuses to reuse a nonce for a message to someone else', async () => {
    const sender = await member(true);
    await grantCredits(t.db, sender.id, 50);
    const nonce = randomUUID();
    expect((await sendText(sender.agent, (await member(false)).id, 'Hoi', nonce)).status).toBe(201);
    const reused = await sendText(sender.agent, (await member(false)).id, 'Hoi', nonce);
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).error).toBe('nonce_reused');
  });

  it('keeps the balance equal to the ledger over texts, gifts and refusals', async () => {
    const sender = await member(true);
    const other = await member(false);
    await grantCredits(t.db, sender.id, 35);
    await sentText(sender.agent, other.id, 'Een');
    expect((await sendGift(sender.agent, other.id, 'rose')).status).toBe(201);
    await sentText(sender.agent, other.id, 'Twee');
    expect((await sendGift(sender.agent, other.id, 'cake')).status).toBe(402);
    await sentText(sender.agent, other.id, 'Drie');
    expect(await balanceAndLedger(t.db, sender.id)).toEqual({ balance: 0, ledger: 0 });
    const rows = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, sender.id));
    expect(rows.map((row) => [row.kind, row.delta]).sort()).toEqual(
      [
        ['gift', -20],
        ['message', -5],
        ['message', -5],
        ['message', -5],
        ['purchase', 35],
      ].sort(),
    );
    const stored = await storedBy(sender.id);
    expect(stored.map((m) => [m.kind, m.credits]).sort()).toEqual(
      [
        ['gift', 20],
        ['text', 5],
        ['text', 5],
        ['text', 5],
      ].sort(),
    );
  });

  it('tells each message and charge to the sender and the recipient as events', async () => {
    const sender = await member(true);
    const other = await member(false);
    await grantCredits(t.db, sender.id, 10);
    const sent = await sentText(sender.agent, other.id, 'Hallo daar');
    const events = await t.db.select().from(memberEvents).where(eq(memberEvents.userId, sender.id));
    expect(events.map((e) => e.type).sort()).toEqual(['credits', 'message']);
    expect(events.find((e) => e.type === 'credits')!.payload).toEqual({ credits: 5 });
    const [received] = await t.db.select().from(memberEvents).where(eq(memberEvents.userId, other.id));
    expect(received).toMatchObject({ type: 'message' });
    expect(received.payload).toMatchObject({
      conversation: { id: sent.conversation.id },
      message: { id: sent.message.id, text: 'Hallo daar' },
      profile: { id: sender.id },
      num_unread_messages: 1,
      total_unread_messages: 1,
    });
  });
});

describe('free members (§1, §6, §9)', () => {
  it('may start 2 conversations; the third asks for premium, a reply to someone else is fine', async () => {
    const free = await member(false);
    const [a, b, c] = [await member(false), await member(false), await member(true)];
    await sentText(free.agent, a.id, 'Hoi A');
    await sentText(free.agent, b.id, 'Hoi B');
    const third = await sendText(free.agent, c.id, 'Hoi C');
    expect(third.status).toBe(403);
    expect(await errorOf(third)).toMatchObject({ error: 'premium_required', message: 'Deze functie is alleen beschikbaar voor premium leden.' });
    // A conversation the other member started is not one the free member starts.
    await grantCredits(t.db, c.id, 5);
    await sentText(c.agent, free.id, 'Hoi jij');
    await grantCredits(t.db, free.id, 5);
    expect((await sendText(free.agent, c.id, 'Hoi C')).status).toBe(201);
  });

  it('sends the first free_messages texts free, then pays, then is asked for premium', async () => {
    const free = await member(false);
    const other = await member(false);
    await grantCredits(t.db, free.id, 5);
    for (const text of ['1', '2', '3']) expect((await sentText(free.agent, other.id, text)).credits).toBe(5);
    const paid = await sentText(free.agent, other.id, '4');
    expect(paid.credits).toBe(0);
    const refused = await sendText(free.agent, other.id, '5');
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).error).toBe('premium_required');
    const stored = await storedBy(free.id);
    expect(stored.map((m) => m.free)).toEqual([true, true, true, false]);
    const [account] = await t.db.select({ used: users.freeMessagesUsed }).from(users).where(eq(users.id, free.id));
    expect(account.used).toBe(3);
    expect(await balanceAndLedger(t.db, free.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('pays for a gift even while free messages are left', async () => {
    const free = await member(false);
    const other = await member(false);
    const gift = await sendGift(free.agent, other.id, 'heart');
    expect(gift.status).toBe(403);
    expect((await errorOf(gift)).error).toBe('premium_required');
    expect(await storedBy(free.id)).toHaveLength(0);
  });

  it('gives premium members no free messages', async () => {
    const paid = await member(true);
    const other = await member(false);
    const res = await sendText(paid.agent, other.id, 'Hoi');
    expect(res.status).toBe(402);
  });
});
