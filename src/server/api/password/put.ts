// PUT /api/password.php – change the password ({ old_password, password, password_repeat }); other sessions end
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { refusingCommonPasswords } from '../../validation/new-password';
import { changePassword } from '../../services/account/change-password';
import { passwordChangeSchema } from '@/shared/schemas/account';

export const putPassword = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await changePassword(ctx, parseInput(refusingCommonPasswords(passwordChangeSchema), await readJson(c.req)), c.get('sessionToken'));
  return c.json({ ok: true });
});
