// GET /api/settings.php?_force_domain=HOST – the site settings of §3 for a host
import 'server-only';
import { getCookie } from 'hono/cookie';
import { COUNTRY_COOKIE } from '@/shared/constants';
import { countryFromCookie } from '@/shared/visitor-rules';
import { factory } from '../factory';
import { cachedJson } from '../cached-json';
import { getSettings, settingsKey } from '../../services/sites/get-settings';

export const getSettingsHandler = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  const selected = countryFromCookie(getCookie(c, COUNTRY_COOKIE));
  const key = `settings|${settingsKey(svc, selected)}`;
  return cachedJson(c, svc.caches, key, async () => ({ settings: await getSettings(svc, selected) }));
});
