// DELETE /api/staff/session.php – staff logout: the session ends on the server, the cookie goes
import 'server-only';
import { staffFactory } from '../staff-factory';
import { deleteStaffSession } from '../../../services/staff/staff-sessions';
import { clearStaffCookie, readStaffCookie } from '../staff-cookie';

export const deleteStaffSessionHandler = staffFactory.createHandlers(async (c) => {
  const token = readStaffCookie(c);
  if (token) await deleteStaffSession(c.get('svc').db, token);
  clearStaffCookie(c);
  return c.json({ ok: true });
});
