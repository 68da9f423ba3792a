// GET /api/logout.php – end this session
import 'server-only';
import { factory } from '../factory';
import { clearSessionCookie } from '../session-cookie';
import { deleteSession } from '../../services/auth/sessions';

export const getLogout = factory.createHandlers(async (c) => {
  const token = c.get('sessionToken');
  if (token) await deleteSession(c.get('svc'), token);
  clearSessionCookie(c);
  return c.json({ ok: true });
});
