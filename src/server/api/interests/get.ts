// GET /api/interests.php – every interest with its icon and name in the visitor's language
import 'server-only';
import { factory } from '../factory';
import { cachedJson } from '../cached-json';
import { listInterests } from '../../services/profiles/list-interests';

export const getInterests = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  // The language comes from a cookie or the member's setting: shared caches must keep languages apart.
  c.header('Cache-Control', 'private, max-age=3600');
  c.header('Vary', 'Cookie, Accept-Language');
  return cachedJson(c, svc.caches, `interests|${svc.locale}`, async () => ({ interests: await listInterests(svc, svc.locale) }));
});
