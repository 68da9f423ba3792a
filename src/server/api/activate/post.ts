// POST /api/activate.php – mail a new activation link to the signed-in, unconfirmed member
import 'server-only';
import { factory, requireUser } from '../factory';
import { resendActivation } from '../../services/auth/resend-activation';

export const postActivate = factory.createHandlers(async (c) => {
  await resendActivation(requireUser(c.get('svc')));
  return c.json({ ok: true });
});
