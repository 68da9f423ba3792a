import 'server-only';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { rollupRange } from '../../stats/rollup-days';
import type { StatsRecomputeDto } from '@/shared/types/stats';

/**
 * POST /api/staff/stats.php (admins): counts a range of days again from the live tables now, e.g.
 * today before its next periodic run, or past days after a correction. Audited with the rollup.
 */
export async function recomputeStats(ctx: StaffContext, range: { from: string; to: string }): Promise<StatsRecomputeDto> {
  requireStaff(ctx, ['admin']);
  return ctx.db.transaction(async (tx) => {
    const days = await rollupRange(tx, range.from, range.to, ctx.now);
    await recordAudit(
      tx,
      { staffId: ctx.staff.id, action: 'stats.recompute', targetType: 'stats', after: { from: range.from, to: range.to }, ip: ctx.ip },
      ctx.now,
    );
    return { days };
  });
}
