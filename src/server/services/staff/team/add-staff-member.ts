import 'server-only';
import type { z } from 'zod';
import { createStaff } from '../staff-accounts';
import type { StaffContext } from '../staff-context';
import { requireAdminStepUp } from './require-admin-step-up';
import { allSites, toStaffMemberDto } from './staff-member-dto';
import type { staffCreateSchema } from '@/shared/schemas/staff';
import type { StaffEnrolmentDto } from '@/shared/types/staff';

type AddInput = z.infer<typeof staffCreateSchema>;

/**
 * POST /api/staff/staff.php (admins, recent code): the command line's `add`, from the browser. The
 * generated password and the enrolment URI are in this answer only; the server keeps neither in clear.
 */
export async function addStaffMember(ctx: StaffContext, input: AddInput): Promise<StaffEnrolmentDto> {
  const by = requireAdminStepUp(ctx);
  const created = await createStaff(
    ctx.db,
    { email: input.email, role: input.role, siteDomains: input.sites ?? [], languages: input.languages ?? [] },
    ctx.now,
    by,
  );
  return { staff: toStaffMemberDto(created.staff, await allSites(ctx.db)), password: created.password ?? undefined, otpauth_uri: created.otpauthUri };
}
