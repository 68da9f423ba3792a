// GET /api/reactivate.php?token= – undo a deletion within its regret period, then redirect to /login?reactivated=1
import 'server-only';
import { factory } from '../factory';
import { reactivateAccount } from '../../services/account/reactivate-account';
import { paths } from '@/shared/paths';

export const getReactivate = factory.createHandlers(async (c) => {
  const ok = await reactivateAccount(c.get('svc'), c.req.query('token'));
  // Like the activation link, it signs no one in: the member logs in with their password.
  return c.redirect(ok ? paths.auth.loginReactivated : paths.auth.accountDeletedInvalidLink, 302);
});
