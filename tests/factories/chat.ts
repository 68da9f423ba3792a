import { randomUUID } from 'node:crypto';
import { eq, sum } from 'drizzle-orm';
import { creditLedger, users } from '@/server/db/schema';
import { applyCredits } from '@/server/services/credits/apply-credits';
import type { Db } from '@/server/db/client';
import type { Agent } from '../fixtures/agent';
import type { TestApp } from '../fixtures/test-app';
import { loggedInMember } from './accounts';
import { bodyOf } from './http';
import type { ChatDto, ChatsDto, SendMessageDto } from '@/shared/types/social';

/** POST /api/message.php with a text (a fresh nonce unless given). */
export function sendText(agent: Agent, profile: number, text: string, nonce: string = randomUUID()): Promise<Response> {
  return agent.post('/api/message.php', { profile, text, nonce });
}

export function sendGift(agent: Agent, profile: number, gift: string, nonce: string = randomUUID()): Promise<Response> {
  return agent.post('/api/message.php', { profile, gift, nonce });
}

/** Sends a text and expects it stored. */
export async function sentText(agent: Agent, profile: number, text: string): Promise<SendMessageDto> {
  const res = await sendText(agent, profile, text);
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  return bodyOf<SendMessageDto>(res);
}

export async function chatsOf(agent: Agent): Promise<ChatsDto> {
  const res = await agent.get('/api/chats.php');
  if (res.status !== 200) throw new Error(`chats.php: ${res.status} ${await res.text()}`);
  return bodyOf<ChatsDto>(res);
}

export async function openChat(agent: Agent, conversation: number, before?: number): Promise<ChatDto> {
  const res = await agent.get(`/api/chat.php?conversation=${conversation}${before ? `&before=${before}` : ''}`);
  if (res.status !== 200) throw new Error(`chat.php: ${res.status} ${await res.text()}`);
  return bodyOf<ChatDto>(res);
}

/** The member's balance and the sum of their ledger rows: money's invariant says they are equal. */
export async function balanceAndLedger(db: Db, userId: number): Promise<{ balance: number; ledger: number }> {
  const [user] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const [row] = await db
    .select({ total: sum(creditLedger.delta) })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { balance: user.credits, ledger: Number(row.total ?? 0) };
}

/** Gives a member credits the way a purchase would: through a ledger row. */
export async function grantCredits(db: Db, userId: number, credits: number): Promise<void> {
  await db.transaction((tx) => applyCredits(tx, { userId, delta: credits, kind: 'purchase', source: 'test', reference: randomUUID() }));
}

/** A paying member with credits to spend (100 unless given), logged in with their browser. */
export async function richMember(t: TestApp, name: string, { credits = 100, ...overrides }: Parameters<typeof loggedInMember>[1] & { credits?: number } = {}) {
  const member = await loggedInMember(t, { name, ...overrides, user: { paidUser: true, ...overrides.user } });
  await grantCredits(t.db, member.id, credits);
  return member;
}
