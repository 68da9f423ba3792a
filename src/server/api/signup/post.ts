// POST /api/signup.php – create an account, mail the activation link and log in
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { refusingCommonPasswords } from '../../validation/new-password';
import { replaceSessionCookie } from '../session-cookie';
import { signup } from '../../services/auth/signup';
import { buildUserDto } from '../../services/users/user-dto';
import { signupSchema } from '@/shared/schemas/signup';

export const postSignup = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  const { user, sessionToken } = await signup(svc, parseInput(refusingCommonPasswords(signupSchema(svc.site.minAge)), await readJson(c.req)));
  await replaceSessionCookie(c, svc, sessionToken);
  return c.json({ user: await buildUserDto({ ...svc, actor: user }, user) }, 201);
});
