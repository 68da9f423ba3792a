import 'server-only';
import type { Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as drizzleMigratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as drizzleMigratePglite } from 'drizzle-orm/pglite/migrator';
import type * as schema from './schema';

// Any fixed 64-bit number works; every instance of this application uses the same one.
const MIGRATION_LOCK_KEY = 7_301_946_215;
const COUNT_SQL = `select count(*)::int as n from drizzle.__drizzle_migrations`;

type Query = (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>;

async function appliedCount(query: Query): Promise<number> {
  try {
    const { rows } = await query(COUNT_SQL);
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0; // no migrations table yet: a fresh database
  }
}

/**
 * Runs `work` while holding a session-level advisory lock on one connection of the pool: another
 * instance asking for the same key waits until this one is done.
 */
export async function withAdvisoryLock<T>(pool: Pool, work: () => Promise<T>, key = MIGRATION_LOCK_KEY): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    lock.release();
  }
}

/**
 * Applies pending migrations under the advisory lock: a second instance waits for the first to
 * finish and then finds nothing left to do. Returns how many this call applied.
 */
export async function migratePostgres(pool: Pool, db: NodePgDatabase<typeof schema>, folder: string): Promise<number> {
  return withAdvisoryLock(pool, async () => {
    const query: Query = (sql) => pool.query(sql);
    const before = await appliedCount(query);
    await drizzleMigratePg(db, { migrationsFolder: folder });
    return (await appliedCount(query)) - before;
  });
}

/** PGlite serves one process (the data-directory lock guarantees it), so no database lock is needed. */
export async function migratePglite(client: PGlite, db: PgliteDatabase<typeof schema>, folder: string): Promise<number> {
  const query: Query = (sql) => client.query(sql);
  const before = await appliedCount(query);
  await drizzleMigratePglite(db, { migrationsFolder: folder });
  return (await appliedCount(query)) - before;
}
