// POST /api/staff/stats.php – counts a range of days again into the daily rollup now (admins; audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { recomputeStats } from '../../../services/staff/stats/recompute-stats';
import { statsRecomputeSchema } from '@/shared/schemas/stats';

export const postStats = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json(await recomputeStats(ctx, parseInput(statsRecomputeSchema, await readJson(c.req))));
});
