import { eq } from 'drizzle-orm';
import type { TestApp } from '../fixtures/test-app';
import { blocks, memberEvents, sites, users } from '@/server/db/schema';
import type { ServiceContext } from '@/server/services/context';
import { insertMember, insertPhoto, type InsertedMember, type MemberOverrides } from './members';

/** A member the swipe game can show: active, with a main photo. */
export async function insertCandidate(t: TestApp, overrides: MemberOverrides = {}): Promise<InsertedMember> {
  const member = await insertMember(t.db, overrides);
  await insertPhoto(t.db, member.id, { main: true });
  return member;
}

export async function block(t: TestApp, blockerId: number, blockedId: number): Promise<void> {
  await t.db.insert(blocks).values({ blockerId, blockedId });
}

/** The events a member was sent, oldest first, as the event stream would replay them. */
export async function eventsOf(t: TestApp, userId: number) {
  const rows = await t.db.select().from(memberEvents).where(eq(memberEvents.userId, userId)).orderBy(memberEvents.seq);
  return rows.map((row) => ({ type: row.type, payload: row.payload }));
}

/** A service context for the member at a fixed moment, for rules that depend on the clock. */
export async function contextAt(t: TestApp, userId: number, now: Date): Promise<ServiceContext> {
  const [site] = await t.db.select().from(sites).where(eq(sites.isDefault, true)).limit(1);
  const [actor] = await t.db.select().from(users).where(eq(users.id, userId)).limit(1);
  return { ...t.container, site, actor, now, locale: 'nl', country: 'NL', ip: null, origin: 'http://localhost' };
}
