// POST /api/user.php – log in with e-mail and password (?push=1 stores a push subscription)
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { replaceSessionCookie } from '../session-cookie';
import { login } from '../../services/auth/login';
import { savePushSubscription } from '../../services/users/save-push-subscription';
import { buildUserDto } from '../../services/users/user-dto';
import { loginSchema } from '@/shared/schemas/signup';
import { pushSubscriptionSchemaFor } from '@/shared/schemas/user';

export const postUser = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  const body = await readJson(c.req);
  if (c.req.query('push') === '1') {
    const ctx = requireUser(svc);
    await savePushSubscription(ctx, parseInput(pushSubscriptionSchemaFor(svc.pushAllowOrigins), body));
    return c.json({ ok: true });
  }
  const { user, sessionToken } = await login(svc, parseInput(loginSchema, body), c.req.header('user-agent') ?? null);
  await replaceSessionCookie(c, svc.db, sessionToken);
  return c.json({ user: await buildUserDto({ ...svc, actor: user }, user) });
});
