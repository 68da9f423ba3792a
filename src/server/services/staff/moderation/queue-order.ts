import 'server-only';
import { asc, sql, type SQL } from 'drizzle-orm';
import { reports } from '../../../db/schema';

/**
 * The queue's order (documented with GET /api/staff/reports.php in docs/api.md): a possible minor
 * first, as a child at risk cannot wait; then threats to people (illegal content, harassment);
 * then everything else. Within each rank the oldest first, so nothing waits for ever.
 */
export const URGENCY = sql<number>`case ${reports.ground} when 'minor' then 0 when 'illegal' then 1 when 'harassment' then 1 else 2 end`;

export const queueOrder = (): SQL[] => [asc(URGENCY), asc(reports.createdAt), asc(reports.id)];
