import 'server-only';
import { eq } from 'drizzle-orm';
import { cannedReplies } from '../../../db/schema';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { auditView, lockCannedReply } from './canned-reply-row';

/** DELETE /api/staff/canned-replies.php (admins): the reply goes; the audit row keeps what it said. */
export async function deleteCannedReply(ctx: StaffContext, id: number): Promise<void> {
  requireStaff(ctx, ['admin']);
  await ctx.db.transaction(async (tx) => {
    const before = await lockCannedReply(ctx, tx, id);
    await tx.delete(cannedReplies).where(eq(cannedReplies.id, id));
    const audit = { staffId: ctx.staff.id, action: 'canned.delete', targetType: 'canned_reply', targetId: id, ip: ctx.ip };
    await recordAudit(tx, { ...audit, before: auditView(before) }, ctx.now);
  });
}
