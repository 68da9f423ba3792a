// POST /api/staff/session.php – staff login: e-mail, password and the one-time code of the authenticator app
import 'server-only';
import { staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { staffLogin } from '../../../services/staff/staff-login';
import { staffToDto } from '../../../services/staff/staff-accounts';
import { deleteStaffSession } from '../../../services/staff/staff-sessions';
import { readStaffCookie, setStaffCookie } from '../staff-cookie';
import { staffLoginSchema } from '@/shared/schemas/staff';

export const postStaffSession = staffFactory.createHandlers(async (c) => {
  const svc = c.get('svc');
  const input = parseInput(staffLoginSchema, await readJson(c.req));
  const { staff, token } = await staffLogin(svc, input, c.req.header('user-agent') ?? null);
  const previous = readStaffCookie(c);
  if (previous) await deleteStaffSession(svc.db, previous);
  setStaffCookie(c, token);
  return c.json({ staff: staffToDto(staff) });
});
