import 'server-only';
import { eq } from 'drizzle-orm';
import { sites } from '../../../db/schema';
import { validationError } from '../../../errors';
import { resendActivation } from '../../auth/resend-activation';
import { siteOrigin } from '../../sites/site-origin';
import { recordAudit } from '../audit';
import { requireStaff } from '../access';
import type { StaffContext } from '../staff-context';
import { memberForSupport, SUPPORT_ROLES } from './member-scope';

/**
 * POST /api/staff/activation-mail.php: a new activation link for a member who is not confirmed, by
 * the member-facing service (same daily limit), sent as from the member's own site.
 */
export async function resendMemberActivation(ctx: StaffContext, memberId: number, reason: string): Promise<void> {
  requireStaff(ctx, SUPPORT_ROLES);
  const member = await memberForSupport(ctx, ctx.db, memberId);
  if (member.status === 'confirmed') throw validationError({ member: { key: 'staffAlreadyConfirmed' } });
  const [site] = await ctx.db.select().from(sites).where(eq(sites.id, member.siteId));
  await resendActivation({ ...ctx, site, origin: siteOrigin(ctx, site), actor: member });
  // The link is reserved and queued by then: the record says it was sent, not merely asked for.
  await ctx.db.transaction((tx) =>
    recordAudit(tx, { staffId: ctx.staff.id, action: 'member.activation_resend', targetType: 'member', targetId: member.id, reason, ip: ctx.ip }, ctx.now),
  );
}
