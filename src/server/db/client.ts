import 'server-only';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema';
import { dataDir, env } from '../env';

export type Schema = typeof schema;
/** Both drivers share PostgreSQL's query builder; services only see this common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

type DbHandle = { db: Db; close: () => Promise<void>; kind: 'pglite' | 'postgres' };

const migrationsFolder = path.resolve(process.cwd(), 'src/server/db/migrations');

/** Opens a database: PostgreSQL when a URL is given, PGlite otherwise ('memory://' keeps it in RAM). */
export async function openDb(options: { databaseUrl?: string; pgliteDir?: string }): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

// One database per process, shared across hot reloads and route bundles.
const holder = globalThis as typeof globalThis & { __dbHandle?: Promise<DbHandle> };

export function setDbHandle(handle: Promise<DbHandle>): void {
  holder.__dbHandle = handle;
}

export function getDbHandle(): Promise<DbHandle> {
  holder.__dbHandle ??= openDb({
    databaseUrl: env.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pgdata'),
  });
  return holder.__dbHandle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}
