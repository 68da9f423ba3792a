// GET /api/activate.php?token= – confirm the e-mail address, then redirect to /activate/done or /activate/error
import 'server-only';
import { factory } from '../factory';
import { activate } from '../../services/auth/activate';
import { paths } from '@/shared/paths';

export const getActivate = factory.createHandlers(async (c) => {
  const result = await activate(c.get('svc'), c.req.query('token'));
  // The link confirms the address only: whoever holds a mailed link is not signed in by it.
  if (result.ok) return c.redirect(paths.auth.activateDone, 302);
  return c.redirect(result.alreadyConfirmed ? paths.auth.activateAlreadyDone : paths.auth.activateError, 302);
});
