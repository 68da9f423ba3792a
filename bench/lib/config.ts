// Settings of one benchmark run. Ports stay clear of 3000 (dev) and 3101-3103 (tests).
export const PORTS = { bare: 3201, pglite: 3202, postgres: 3203, barePg: 3204 } as const;

/** Same autocannon settings for every target, the bare servers included. */
export const LOAD = { connections: 10, durationSeconds: 10, warmupSeconds: 2 } as const;

export const SEED = { members: 1200, benchProfiles: Number(process.env.BENCH_PROFILES ?? 1_000_000) } as const;

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo1234' } as const;

export const SEARCH_PATH = '/api/members.php?gender=female&country=NL&min_age=25&max_age=45&page=1';

/** The local PostgreSQL server; the run creates and drops its own database there. */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database name for a run: BENCH_DB_PREFIX (default `amora_bench`) keeps several runs on one server apart. */
export const benchDatabaseName = (suffix: string) => `${process.env.BENCH_DB_PREFIX ?? 'amora_bench'}_${suffix}`;

export const MACHINE = '2 cores';

/** The aims the report checks (reported, never fatal). */
export const AIMS = { minRatioToBare: 0.5, searchP99Ms: 20 } as const;
