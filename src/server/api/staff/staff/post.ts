// POST /api/staff/staff.php – a new staff member; the password and two-factor enrolment are answered once (admins, recent code)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { addStaffMember } from '../../../services/staff/team/add-staff-member';
import { staffCreateSchema } from '@/shared/schemas/staff';

export const postStaffMember = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const enrolment = await addStaffMember(ctx, parseInput(staffCreateSchema, await readJson(c.req)));
  return c.json(enrolment, 201);
});
