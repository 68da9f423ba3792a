import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Db, Schema } from '../client';

/**
 * `Db` is a union of the PGlite and node-postgres databases; on a union TypeScript cannot resolve
 * overloads such as `.returning({ … })`. Both drivers share this base class, so the seed works on it.
 */
export type SeedDb = PgDatabase<PgQueryResultHKT, Schema>;

export const asSeedDb = (db: Db): SeedDb => db;
