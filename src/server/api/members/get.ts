// GET /api/members.php?gender=&country=&region=&min_age=&max_age=&page= – search members
import 'server-only';
import { getCookie } from 'hono/cookie';
import { factory } from '../factory';
import { searchMembers } from '../../services/members/search-members';

export const getMembers = factory.createHandlers(async (c) => {
  const query = c.req.query();
  const hasTrafficSource = Boolean(query.network || getCookie(c, 'trafficsource'));
  return c.json(await searchMembers(c.get('svc'), query, hasTrafficSource));
});
