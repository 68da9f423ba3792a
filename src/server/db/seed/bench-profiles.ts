import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { sites } from '../schema';
import { hashPassword } from '../../services/auth/password';
import { COUNTRY_WEIGHTS } from './member-factory';

// Generated inside the database: 100,000 rows built in JavaScript would spend most of their time in
// parameter binding. Values derive from a hash of the user id, so the same ids get the same profiles.
const CHUNK = 25_000;

async function insertBenchUsers(db: Db, siteId: number, from: number, to: number, passwordHash: string) {
  await db.execute(sql`
    INSERT INTO users (site_id, email, password_hash, status, language)
    SELECT ${siteId}, 'bench' || g || '@bench.example', ${passwordHash}, 'confirmed', 'en'
    FROM generate_series(${from}::int, ${to}::int) AS g
    ON CONFLICT DO NOTHING`);
  // Without fresh statistics the planner expects a handful of bench users and picks a nested loop
  // that turns 100,000 rows into minutes.
  await db.execute(sql`ANALYZE users`);
}

// Cumulative country ranges over 0…99 from the demo weights, so benchmark searches see the same mix.
function countryRanges(): SQL {
  const total = Object.values(COUNTRY_WEIGHTS).reduce((sum, w) => sum + w, 0);
  let lo = 0;
  const rows = Object.entries(COUNTRY_WEIGHTS).map(([country, weight], i, all) => {
    const hi = i === all.length - 1 ? 100 : lo + Math.round((weight / total) * 100);
    const row = sql`(${country}, ${lo}::int, ${hi}::int)`;
    lo = hi;
    return row;
  });
  return sql.join(rows, sql`, `);
}

// Three independent hashes per user: a → gender and age, b → orientation and activity, c → place.
async function insertBenchProfiles(db: Db): Promise<void> {
  await db.execute(sql`
    WITH w (country, lo, hi) AS (VALUES ${countryRanges()}),
    regs AS (
      SELECT id, country, (row_number() OVER (PARTITION BY country ORDER BY id) - 1)::bigint AS n,
             count(*) OVER (PARTITION BY country) AS c
      FROM regions),
    h AS (
      SELECT u.id, abs(hashtext(u.id::text || 'a')::bigint) AS a, abs(hashtext(u.id::text || 'b')::bigint) AS b,
             abs(hashtext(u.id::text || 'c')::bigint) AS c
      FROM users u
      WHERE u.email LIKE 'bench%@bench.example'
        AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id))
    INSERT INTO profiles (user_id, name, date_of_birth, gender, looking_for_gender, sexuality, country,
                          region_id, about, status, last_active_at)
    SELECT h.id, 'Bench ' || h.id,
           (current_date - make_interval(years => (18 + (h.a / 2) % 53)::int) - (h.b % 365)::int * interval '1 day')::date,
           CASE WHEN h.a % 2 = 0 THEN 'male' ELSE 'female' END,
           CASE WHEN (h.a % 2 = 0) = (h.b % 10 = 0) THEN 'male' ELSE 'female' END,
           CASE WHEN h.b % 10 <> 0 THEN 'hetero' WHEN h.a % 2 = 0 THEN 'gay' ELSE 'lesbian' END,
           r.country, r.id, '', 'active',
           now() - ((h.b / 10) % 2592000) * interval '1 second'
    FROM h
    JOIN w ON h.c % 100 >= w.lo AND h.c % 100 < w.hi
    JOIN regs r ON r.country = w.country AND r.n = (h.c / 100) % r.c`);
}

/**
 * Makes sure `count` benchmark members (bench<n>@bench.example: user and active profile, no photos)
 * exist, for the search benchmark at 100,000 profiles on PostgreSQL. Run after `seed`.
 */
export async function seedLargeForBench(db: Db, count: number, log: (line: string) => void = () => undefined): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true)).limit(1);
  if (!site) throw new Error('seedLargeForBench: run seed first (no default site)');
  const passwordHash = await hashPassword(randomBytes(24).toString('hex'));
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    await insertBenchUsers(db, site.id, from, to, passwordHash);
    await insertBenchProfiles(db);
    log(`bench profiles: ${to} of ${count}`);
  }
}
