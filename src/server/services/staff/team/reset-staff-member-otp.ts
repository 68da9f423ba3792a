import 'server-only';
import { validationError } from '../../../errors';
import { replaceOtpSecret } from '../reset-otp';
import type { StaffContext } from '../staff-context';
import { findStaffMember } from './find-staff-member';
import { requireAdminStepUp } from './require-admin-step-up';
import { allSites, toStaffMemberDto } from './staff-member-dto';
import type { StaffEnrolmentDto } from '@/shared/types/staff';

/**
 * POST /api/staff/staff-otp-reset.php (admins, recent code): the command line's `reset-otp`, from the
 * browser. Not for one's own account: the reset ends the caller's session with the answer still on the
 * way, and a lost page would lock them out; another admin or the command line does it.
 */
export async function resetStaffMemberOtp(ctx: StaffContext, id: number): Promise<StaffEnrolmentDto> {
  const by = requireAdminStepUp(ctx);
  if (id === ctx.staff.id) throw validationError({ id: { key: 'staffNotYourself' } });
  const member = await findStaffMember(ctx.db, id);
  const otpauthUri = await replaceOtpSecret(ctx.db, member, ctx.now, by);
  return { staff: toStaffMemberDto(member, await allSites(ctx.db)), otpauth_uri: otpauthUri };
}
