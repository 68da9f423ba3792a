// GET /api/auto-like.php – a fictional profile likes me, for the new-like modal (204 when none)
import 'server-only';
import { factory } from '../factory';
import { autoLike } from '../../services/likes/auto-like';

export const getAutoLike = factory.createHandlers(async (c) => {
  const profile = await autoLike(c.get('svc'));
  return profile ? c.json(profile) : c.body(null, 204);
});
