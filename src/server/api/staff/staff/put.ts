// PUT /api/staff/staff.php – change a staff member's role, scope or disabled flag (admins, recent code)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { updateStaffMember } from '../../../services/staff/team/update-staff-member';
import { staffUpdateSchema } from '@/shared/schemas/staff';

export const putStaffMember = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const staff = await updateStaffMember(ctx, parseInput(staffUpdateSchema, await readJson(c.req)));
  return c.json({ staff });
});
