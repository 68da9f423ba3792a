// GET /api/staff/stats.php – the statistics per day and site from the daily rollup (admins); JSON or CSV
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { readStats } from '../../../services/staff/stats/read-stats';
import { statsCsv, statsCsvName } from '../../../services/staff/stats/stats-csv';
import { statsQuerySchema } from '@/shared/schemas/stats';

export const getStats = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const query = parseInput(statsQuerySchema, c.req.query());
  const stats = await readStats(ctx, query);
  const csv = query.format === 'csv' || (!query.format && (c.req.header('accept') ?? '').includes('text/csv'));
  if (!csv) return c.json(stats);
  return c.body(statsCsv(stats), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${statsCsvName(stats)}"`,
    'Cache-Control': 'no-store',
  });
});
