// The SQL shape of searchMembers (src/server/services/members/search-members.ts) for
// ?gender=female&country=NL&min_age=25&max_age=45&page=1, written out for EXPLAIN ANALYZE.
// Keep it in step with that file: the page query and the count query run side by side there.

const FILTER = `
  FROM profiles p%JOINS%
  WHERE p.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND (u.deleted_at IS NOT NULL OR u.invisible))
    AND p.user_id <> $1
    AND p.gender = 'female' AND p.country = 'NL' AND p.date_of_birth <= $2 AND p.date_of_birth > $3`;

const PAGE_SQL = `SELECT p.*, ph.*, r.*${FILTER.replace(
  '%JOINS%',
  '\n  LEFT JOIN photos ph ON ph.id = p.main_photo_id\n  LEFT JOIN regions r ON r.id = p.region_id',
)}
  ORDER BY p.last_active_at DESC, p.user_id DESC LIMIT 24 OFFSET 0`;

const COUNT_SQL = `SELECT count(*)${FILTER.replace('%JOINS%', '')}`;

/** YYYY-MM-DD of the day someone turns `years` old today, as the service computes it. */
function birthDateFor(now: Date, years: number): string {
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

export function searchStatements(actorId: number, now = new Date()): { label: string; sql: string; params: unknown[] }[] {
  const params = [actorId, birthDateFor(now, 25), birthDateFor(now, 45 + 1)];
  return [
    { label: 'page query', sql: PAGE_SQL, params },
    { label: 'count query', sql: COUNT_SQL, params },
  ];
}
