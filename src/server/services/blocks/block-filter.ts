import 'server-only';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';

/**
 * SQL condition: no block either way between the actor and the member in `otherId` (§6: blocked
 * members vanish from each other's search, likes, chats and suggestions). Use in every list query.
 */
export function notBlockedWith(actorId: number | AnyPgColumn, otherId: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${actorId} and ${blocks.blockedId} = ${otherId}) or (${blocks.blockerId} = ${otherId} and ${blocks.blockedId} = ${actorId}))`;
}

/** Who blocked whom between two members: 'by_me' (a blocked b), 'by_other' (b blocked a), or null. */
export async function blockBetween(db: DbOrTx, a: number, b: number): Promise<'by_me' | 'by_other' | null> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))));
  if (rows.some((r) => r.blockerId === a)) return 'by_me';
  return rows.length ? 'by_other' : null;
}
