import 'server-only';
import { and, desc, eq, lt } from 'drizzle-orm';
import { staff, staffAudit } from '../../db/schema';
import { requireStaff } from './access';
import { verifyAuditChain } from './audit';
import type { StaffContext } from './staff-context';
import type { AuditListDto } from '@/shared/types/staff';

export type AuditFilter = { staff?: number; action?: string; target_type?: string; target_id?: string; before?: number; limit?: number };

/**
 * GET /api/staff/audit.php (admins): the trail, newest first, filtered by staff member, action or
 * target, paged back by id; with the chain's check, so a removed or edited row shows.
 */
export async function listAudit(ctx: StaffContext, filter: AuditFilter): Promise<AuditListDto> {
  requireStaff(ctx, ['admin']);
  const limit = filter.limit ?? 50;
  const rows = await ctx.db
    .select({ row: staffAudit, author: { id: staff.id, email: staff.email } })
    .from(staffAudit)
    .leftJoin(staff, eq(staff.id, staffAudit.staffId))
    .where(
      and(
        filter.staff ? eq(staffAudit.staffId, filter.staff) : undefined,
        filter.action ? eq(staffAudit.action, filter.action) : undefined,
        filter.target_type ? eq(staffAudit.targetType, filter.target_type) : undefined,
        filter.target_id ? eq(staffAudit.targetId, filter.target_id) : undefined,
        filter.before ? lt(staffAudit.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(staffAudit.id))
    .limit(limit);
  const items = rows.map(({ row, author }) => ({
    id: row.id,
    staff: author,
    action: row.action,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  }));
  return { items, chain: await verifyAuditChain(ctx.db), next_before: rows.length === limit ? rows[rows.length - 1].row.id : null };
}
