// GET /api/interests.php – every interest with its icon and name in the visitor's language
import 'server-only';
import { factory } from '../factory';
import { listInterests } from '../../services/profiles/list-interests';

export const getInterests = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json({ interests: await listInterests(svc, svc.locale) });
});
