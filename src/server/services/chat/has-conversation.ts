import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';

/** Whether the two members already have a conversation (one row per pair, userA < userB). */
export async function hasConversation(db: Pick<Db, 'select'>, one: number, other: number): Promise<boolean> {
  const [userA, userB] = one < other ? [one, other] : [other, one];
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)))
    .limit(1);
  return row !== undefined;
}
