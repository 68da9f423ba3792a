// GET /api/staff/staff.php – every staff member with role, scope and status (admins, recent code)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { listStaff } from '../../../services/staff/team/list-staff';

export const getStaffTeam = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json(await listStaff(ctx));
});
