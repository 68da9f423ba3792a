import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';

/** How many rows a table holds: proof that a refused request stored nothing. */
export async function countRows(db: Db, table: PgTable): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table);
  return n;
}
