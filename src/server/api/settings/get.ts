// GET /api/settings.php?_force_domain=HOST – the site settings of §3 for a host
import 'server-only';
import { getCookie } from 'hono/cookie';
import { factory } from '../factory';
import { getSettings } from '../../services/sites/get-settings';

const COUNTRY_COOKIE = 'country';

export const getSettingsHandler = factory.createHandlers(async (c) => {
  const selected = getCookie(c, COUNTRY_COOKIE)?.toUpperCase() ?? null;
  const settings = await getSettings(c.get('svc'), selected && /^[A-Z]{2}$/.test(selected) ? selected : null);
  return c.json({ settings });
});
