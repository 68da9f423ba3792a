// POST /api/staff/staff-otp-reset.php – a new two-factor secret for a staff member, answered once; their sessions end (admins, recent code)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { resetStaffMemberOtp } from '../../../services/staff/team/reset-staff-member-otp';
import { staffOtpResetSchema } from '@/shared/schemas/staff';

export const postStaffOtpReset = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { id } = parseInput(staffOtpResetSchema, await readJson(c.req));
  return c.json(await resetStaffMemberOtp(ctx, id));
});
