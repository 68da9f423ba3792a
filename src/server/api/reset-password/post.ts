// POST /api/reset-password.php – mail a password-reset link ({ email })
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { requestPasswordReset } from '../../services/auth/request-password-reset';

export const postResetPassword = factory.createHandlers(async (c) => {
  await requestPasswordReset(c.get('svc'), await readJson(c.req));
  return c.json({ ok: true });
});
