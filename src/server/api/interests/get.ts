// GET /api/interests.php – every interest with its icon and name in the visitor's language
import 'server-only';
import { factory } from '../factory';
import { listInterests } from '../../services/profiles/list-interests';

export const getInterests = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  // The names are in the visitor's language, chosen from the cookies: a shared cache must not
  // hand one visitor's language to the next, so only the browser keeps it.
  c.header('Cache-Control', 'private, max-age=3600');
  c.header('Vary', 'Cookie');
  return c.json({ interests: await listInterests(svc, svc.locale) });
});
