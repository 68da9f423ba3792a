// POST /api/signup.php – create an account, mail the activation link and log in
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { replaceSessionCookie } from '../session-cookie';
import { signup } from '../../services/auth/signup';
import { buildUserDto } from '../../services/users/user-dto';

export const postSignup = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  const { user, sessionToken } = await signup(svc, await readJson(c.req));
  await replaceSessionCookie(c, svc.db, sessionToken);
  return c.json({ user: await buildUserDto({ ...svc, actor: user }, user) }, 201);
});
