// PUT /api/user.php – save the member's language, invisible mode and/or time zone ({ language?, invisible?, time_zone? })
import 'server-only';
import { setCookie } from 'hono/cookie';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { saveSettings } from '../../services/users/save-settings';
import { buildUserDto } from '../../services/users/user-dto';
import { userSettingsSchema } from '@/shared/schemas/user';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from '@/shared/constants';

export const putUser = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  const input = parseInput(userSettingsSchema, await readJson(c.req));
  const user = await saveSettings(ctx, input);
  if (input.language) {
    setCookie(c, LANGUAGE_COOKIE, input.language, { path: '/', sameSite: 'Lax', maxAge: LANGUAGE_COOKIE_DAYS * 86_400 });
  }
  const locale = (user.language ?? ctx.locale) as typeof ctx.locale;
  return c.json({ user: await buildUserDto({ ...ctx, actor: user, locale }, user) });
});
