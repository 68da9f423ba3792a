// Bench members written straight to the database with a session each (no argon2 per member):
// `senders` premium members with credits, then the recipients who hold the streams.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export type BenchMember = { id: number; cookie: string };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** `prefix` keeps the addresses of a second batch in the same database apart. */
export async function createBenchMembers(
  databaseUrl: string,
  senders: number,
  recipients: number,
  prefix = 'bench-chat',
): Promise<{ senders: BenchMember[]; recipients: BenchMember[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const total = senders + recipients;
    const { rows } = await client.query<{ id: number; n: number }>(
      `insert into users (site_id, email, password_hash, status, language, paid_user, credits)
       select (select id from sites where is_default limit 1), $3 || '-' || g || '@example.com', '', 'confirmed', 'nl',
              g <= $1, case when g <= $1 then 10000000 else 0 end
       from generate_series(1, $2::int) g
       returning id, (regexp_match(email, '([0-9]+)@'))[1]::int as n`,
      [senders, total, prefix],
    );
    rows.sort((a, b) => a.n - b.n);
    const ids = rows.map((r) => r.id);
    await client.query(
      `insert into profiles (user_id, name, date_of_birth, gender, country, status)
       select id, 'Bench ' || id, date '1990-01-01', 'female', 'NL', 'active' from unnest($1::int[]) id`,
      [ids],
    );
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sessions (token_hash, user_id, expires_at) select h, u, now() + interval '1 day' from unnest($1::text[], $2::int[]) as t(h, u)`,
      [tokens.map(hash), ids],
    );
    const members = ids.map((id, i) => ({ id, cookie: `session=${tokens[i]}` }));
    return { senders: members.slice(0, senders), recipients: members.slice(senders) };
  } finally {
    await client.end();
  }
}
