import 'server-only';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { migratePglite, migratePostgres, withAdvisoryLock } from './migrate';
import { log } from '../log';

/** How long a request waits for a new PostgreSQL connection before it is answered 503. */
export const CONNECT_TIMEOUT_MS = 3_000;

export type Schema = typeof schema;
/** Both drivers share PostgreSQL's query builder; services only see this common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  close: () => Promise<void>;
  kind: 'pglite' | 'postgres';
  /** How many migrations this open applied (0 when another instance or an earlier start did). */
  migrationsApplied: number;
  /**
   * Runs start-up work (the seed) in one instance at a time: under the migrations' advisory lock on
   * PostgreSQL; as it is on PGlite, which serves one process.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  /** The connections in use (the metrics): the pool's on PostgreSQL; PGlite is one in the process. */
  poolUse: () => { total: number; idle?: number; waiting?: number };
};

export const migrationsFolder = path.resolve(process.cwd(), 'src/server/db/migrations');

type OpenOptions = {
  databaseUrl?: string;
  pgliteDir?: string;
  /** A PGlite data directory to start from (a `dumpDataDir` tarball): a copy instead of a new cluster. */
  pgliteDump?: Blob;
  poolSize?: number;
};

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given (migrations
 * under an advisory lock, so many instances starting together migrate once), PGlite otherwise
 * ('memory://' keeps it in RAM).
 */
export async function openDb(options: OpenOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // While the database is away a request fails fast (503) instead of waiting on a socket.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection the server closed (a restart) is dropped from the pool; the next query opens a new one.
    pool.on('error', (err) => log.error(`database: idle connection lost: ${err.message}`));
    // A connection lost while checked out (a transaction under way) fails its query, which answers 503,
    // and is dropped at release; but node-postgres also emits the loss as an event, which with no
    // listener would end the process.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema });
    const migrationsApplied = await migratePostgres(pool, db, migrationsFolder);
    const exclusive = <T>(work: () => Promise<T>) => withAdvisoryLock(pool, work);
    const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db: db as unknown as Db, kind: 'postgres', migrationsApplied, exclusive, poolUse, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // Starting from a dump skips initdb, the slowest part of a new in-memory database.
  const client = await PGlite.create(dir, options.pgliteDump ? { loadDataDir: options.pgliteDump } : {});
  const db = drizzlePglite(client, { schema });
  const migrationsApplied = await migratePglite(client, db, migrationsFolder);
  const exclusive = <T>(work: () => Promise<T>) => work();
  return { db: db as unknown as Db, kind: 'pglite', migrationsApplied, exclusive, poolUse: () => ({ total: 1 }), close: () => client.close() };
}
