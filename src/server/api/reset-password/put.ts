// PUT /api/reset-password.php – set a new password with the mailed token ({ token, password, password_repeat })
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { refusingCommonPasswords } from '../../validation/new-password';
import { replaceSessionCookie } from '../session-cookie';
import { completePasswordReset } from '../../services/auth/complete-password-reset';
import { buildUserDto } from '../../services/users/user-dto';
import { resetCompleteSchema } from '@/shared/schemas/password-reset';

export const putResetPassword = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  const { user, sessionToken } = await completePasswordReset(svc, parseInput(refusingCommonPasswords(resetCompleteSchema), await readJson(c.req)));
  await replaceSessionCookie(c, svc, sessionToken);
  return c.json({ user: await buildUserDto({ ...svc, actor: user }, user) });
});
