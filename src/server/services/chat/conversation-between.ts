import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema';

/** The two members' conversation id, whoever started it (one row per pair, userA < userB), or null. */
export async function conversationBetween(db: Pick<Db, 'select'>, one: number, other: number): Promise<number | null> {
  const [userA, userB] = one < other ? [one, other] : [other, one];
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userA, userA), eq(conversations.userB, userB)))
    .limit(1);
  return row?.id ?? null;
}
