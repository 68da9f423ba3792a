import pg from 'pg';
import { PG_ADMIN_URL } from './config';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(name: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createDatabase(name: string): Promise<string> {
  await withClient(PG_ADMIN_URL, (c) => c.query(`CREATE DATABASE "${name}"`));
  return databaseUrl(name);
}

/** FORCE ends connections a killed server may have left behind. */
export async function dropDatabase(name: string): Promise<void> {
  await withClient(PG_ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

export async function execute(url: string, sql: string): Promise<void> {
  await withClient(url, (c) => c.query(sql));
}

/** The first column of the first row as a number, e.g. a count or an id. */
export async function queryNumber(url: string, sql: string, params: unknown[] = []): Promise<number> {
  return withClient(url, async (c) => {
    const row = (await c.query<Record<string, unknown>>(sql, params)).rows[0];
    return Number(row ? Object.values(row)[0] : NaN);
  });
}

export type Explained = { label: string; sql: string; plan: string; executionMs: number };

/** EXPLAIN (ANALYZE, BUFFERS) of each statement, run twice so the second, warm run is the one reported. */
export async function explainAll(url: string, statements: { label: string; sql: string; params: unknown[] }[]): Promise<Explained[]> {
  return withClient(url, async (c) => {
    const out: Explained[] = [];
    for (const s of statements) {
      await c.query(`EXPLAIN (ANALYZE) ${s.sql}`, s.params);
      const rows = (await c.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`, s.params)).rows;
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
      out.push({ label: s.label, sql: s.sql, plan, executionMs });
    }
    return out;
  });
}
