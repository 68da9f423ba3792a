// The SQL our endpoints run, written out for the bare pg server and for EXPLAIN ANALYZE. Keep it in step
// with src/server/services/auth/sessions.ts (session lookup), src/server/services/profiles/load-profile.ts
// (user.php) and src/server/services/members/search-members.ts (members.php with
// ?gender=female&country=NL&min_age=25&max_age=45&page=1).
import { createHash } from 'node:crypto';

export type Statement = { label: string; sql: string; params: unknown[] };

const FILTER = `
  FROM profiles p%JOINS%
  WHERE p.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND (u.deleted_at IS NOT NULL OR u.invisible))
    AND p.user_id <> $1
    AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = p.user_id) OR (b.blocker_id = p.user_id AND b.blocked_id = $1))
    AND p.gender = 'female' AND p.country = 'NL' AND p.date_of_birth <= $2 AND p.date_of_birth > $3`;

const PAGE_SQL = `SELECT p.*, ph.*, r.*${FILTER.replace(
  '%JOINS%',
  '\n  LEFT JOIN photos ph ON ph.id = p.main_photo_id\n  LEFT JOIN regions r ON r.id = p.region_id',
)}
  ORDER BY p.last_active_at DESC, p.user_id DESC LIMIT 24 OFFSET 0`;

// The count stops at 1,001 matches (SEARCH_COUNT_CAP + 1).
const COUNT_SQL = `SELECT count(*) FROM (SELECT 1${FILTER.replace('%JOINS%', '')} LIMIT 1001) matches`;

/** YYYY-MM-DD of the day someone turns `years` old today, as the service computes it. */
function birthDateFor(now: Date, years: number): string {
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

export function searchStatements(actorId: number, now = new Date()): Statement[] {
  const params = [actorId, birthDateFor(now, 25), birthDateFor(now, 45 + 1)];
  return [
    { label: 'page query', sql: PAGE_SQL, params },
    { label: 'count query', sql: COUNT_SQL, params },
  ];
}

export const userStatements = {
  session: (token: string): Statement => ({
    label: 'session',
    sql: `SELECT u.*, s.last_seen_at FROM sessions s JOIN users u ON u.id = s.user_id
          WHERE s.token_hash = $1 AND s.expires_at > now() AND s.last_seen_at > now() - interval '7 days'
            AND u.deleted_at IS NULL LIMIT 1`,
    params: [createHash('sha256').update(token).digest('hex')],
  }),
  profile: (userId: number): Statement => ({ label: 'profile', sql: 'SELECT * FROM profiles WHERE user_id = $1 LIMIT 1', params: [userId] }),
  photosAndInterests: (userId: number): Statement[] => [
    { label: 'photos', sql: 'SELECT * FROM photos WHERE user_id = $1 ORDER BY id', params: [userId] },
    {
      label: 'interests',
      sql: 'SELECT i.* FROM profile_interests pi JOIN interests i ON i.id = pi.interest_id WHERE pi.user_id = $1',
      params: [userId],
    },
  ],
};
