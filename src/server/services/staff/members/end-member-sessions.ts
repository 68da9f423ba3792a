import 'server-only';
import { eq } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import { recordAudit } from '../audit';
import { endMemberStreams } from '../../events/end-member-streams';
import { forgetCachedSessions } from '../../auth/sessions';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { memberForSupport, SUPPORT_ROLES } from './member-scope';

/** POST /api/staff/member-sessions.php: logs the member out everywhere; the audit row commits with it. */
export async function endMemberSessions(ctx: StaffContext, memberId: number, reason: string): Promise<{ ended: number }> {
  requireStaff(ctx, SUPPORT_ROLES);
  const result = await ctx.db.transaction(async (tx) => {
    const member = await memberForSupport(ctx, tx, memberId, true);
    const ended = await tx.delete(sessions).where(eq(sessions.userId, member.id)).returning({ tokenHash: sessions.tokenHash });
    await recordAudit(
      tx,
      { staffId: ctx.staff.id, action: 'member.sessions_end', targetType: 'member', targetId: member.id, after: { ended: ended.length }, reason, ip: ctx.ip },
      ctx.now,
    );
    return { memberId: member.id, ended: ended.length };
  });
  await forgetCachedSessions(ctx);
  // The member's open event streams end now, on every instance, not at their next heartbeat.
  await endMemberStreams(ctx.events, result.memberId);
  return { ended: result.ended };
}
