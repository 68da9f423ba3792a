import 'server-only';
import type { z } from 'zod';
import { validationError } from '../../../errors';
import { siteIdsFor } from '../staff-accounts';
import { changeStaff } from '../staff-changes';
import type { StaffContext } from '../staff-context';
import { findStaffMember } from './find-staff-member';
import { requireAdminStepUp } from './require-admin-step-up';
import { allSites, toStaffMemberDto } from './staff-member-dto';
import type { staffUpdateSchema } from '@/shared/schemas/staff';
import type { StaffMemberDto } from '@/shared/types/staff';

type UpdateInput = z.infer<typeof staffUpdateSchema>;

/** An admin never locks themselves out: no disabling and no demoting of one's own account (so one admin always remains). */
function refuseSelfLockout(ctx: StaffContext, input: UpdateInput): void {
  if (input.id !== ctx.staff.id) return;
  if (input.disabled === true) throw validationError({ disabled: { key: 'staffNotYourself' } });
  if (input.role !== undefined && input.role !== 'admin') throw validationError({ role: { key: 'staffNotYourself' } });
}

/** PUT /api/staff/staff.php (admins, recent code): role, scope or disabled; disabling ends their sessions at once. */
export async function updateStaffMember(ctx: StaffContext, input: UpdateInput): Promise<StaffMemberDto> {
  const by = requireAdminStepUp(ctx);
  refuseSelfLockout(ctx, input);
  const member = await findStaffMember(ctx.db, input.id);
  const siteIds = input.sites === undefined ? undefined : await siteIdsFor(ctx.db, input.sites);
  const changed = await changeStaff(ctx.db, member, { role: input.role, siteIds, languages: input.languages, disabled: input.disabled }, ctx.now, by);
  return toStaffMemberDto(changed, await allSites(ctx.db));
}
