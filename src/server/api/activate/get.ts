// GET /api/activate.php?token= – confirm the e-mail address, then redirect to /activate/done or /activate/error
import 'server-only';
import { factory } from '../factory';
import { setSessionCookie } from '../session-cookie';
import { activate } from '../../services/auth/activate';

export const getActivate = factory.createHandlers(async (c) => {
  const result = await activate(c.get('svc'), c.req.query('token'));
  if (!result.ok) return c.redirect('/activate/error', 302);
  setSessionCookie(c, result.sessionToken);
  return c.redirect('/activate/done', 302);
});
