// GET /api/staff/session.php – the logged-in staff member (401 without a staff session)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { staffToDto } from '../../../services/staff/staff-accounts';

export const getStaffSession = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json({ staff: staffToDto(ctx.staff), code_checked_at: ctx.staffSession.codeCheckedAt.toISOString() });
});
