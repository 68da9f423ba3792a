// GET /api/settings.php?_force_domain=HOST – the site settings of §3 for a host
import 'server-only';
import { factory } from '../factory';
import { cachedJson, SETTINGS_ANSWER } from '../cached-json';

export const getSettingsHandler = factory.createHandlers(async (c) => cachedJson(c, c.get('svc'), SETTINGS_ANSWER));
