// PUT /api/user.php – save the member's language ({ language })
import 'server-only';
import { setCookie } from 'hono/cookie';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { saveLanguage } from '../../services/users/save-language';
import { buildUserDto } from '../../services/users/user-dto';
import { languageSchema } from '@/shared/schemas/user';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '@/shared/constants';

export const putUser = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  const user = await saveLanguage(ctx, parseInput(languageSchema, await readJson(c.req)));
  setCookie(c, LANGUAGE_COOKIE, user.language ?? ctx.locale, { path: '/', sameSite: 'Lax', maxAge: LANGUAGE_COOKIE_DAYS * 86_400 });
  return c.json({ user: await buildUserDto({ ...ctx, actor: user, locale: user.language as typeof ctx.locale }, user) });
});
