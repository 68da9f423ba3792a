// GET /api/activate.php?token= – confirm the e-mail address, then redirect to /activate/done or /activate/error
import 'server-only';
import { factory } from '../factory';
import { activate } from '../../services/auth/activate';
import { paths } from '@/shared/paths';

export const getActivate = factory.createHandlers(async (c) => {
  const result = await activate(c.get('svc'), c.req.query('token'));
  // The link confirms the address only: whoever holds a mailed link is not signed in by it.
  return c.redirect(result.ok ? paths.auth.activateDone : paths.auth.activateError, 302);
});
