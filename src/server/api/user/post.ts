// POST /api/user.php – log in with e-mail and password (?push=1 stores a push subscription)
import 'server-only';
import { getCookie } from 'hono/cookie';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { replaceSessionCookie } from '../session-cookie';
import { login } from '../../services/auth/login';
import { savePushSubscription } from '../../services/users/save-push-subscription';
import { buildUserDto } from '../../services/users/user-dto';
import { loginSchema } from '@/shared/schemas/signup';
import { pushSubscriptionSchemaFor } from '@/shared/schemas/user';
import { LANGUAGE_COOKIE } from '@/shared/constants';
import { isLocale } from '@/shared/locale';

export const postUser = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  const body = await readJson(c.req);
  if (c.req.query('push') === '1') {
    const ctx = requireUser(svc);
    await savePushSubscription(ctx, parseInput(pushSubscriptionSchemaFor(svc.pushAllowOrigins), body));
    return c.json({ ok: true });
  }
  const client = { userAgent: c.req.header('user-agent') ?? null, languageChosen: isLocale(getCookie(c, LANGUAGE_COOKIE)) };
  const { user, sessionToken } = await login(svc, parseInput(loginSchema, body), client);
  await replaceSessionCookie(c, svc, sessionToken);
  return c.json({ user: await buildUserDto({ ...svc, actor: user }, user) });
});
