import 'server-only';
import { requireStaff } from '../access';
import { requireRecentCode } from '../step-up';
import type { StaffContext } from '../staff-context';
import type { AuditActor } from '../staff-accounts';

/**
 * The access check of every staff-management call: admins only, and a code from the last 10
 * minutes, as handing out or taking away back-office access is worth as much as a money action.
 */
export function requireAdminStepUp(ctx: StaffContext): AuditActor {
  requireStaff(ctx, ['admin']);
  requireRecentCode(ctx);
  return { staffId: ctx.staff.id, ip: ctx.ip };
}
