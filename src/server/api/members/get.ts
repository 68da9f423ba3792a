// GET /api/members.php?gender=&country=&region=&min_age=&max_age=&page= – search members
import 'server-only';
import { getCookie } from 'hono/cookie';
import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';
import { hasTrafficSource } from '@/shared/visitor-rules';
import { factory } from '../factory';
import { searchMembers } from '../../services/members/search-members';

export const getMembers = factory.createHandlers(async (c) => {
  const query = c.req.query();
  const trafficSource = hasTrafficSource(query.network, getCookie(c, TRAFFIC_SOURCE_COOKIE));
  return c.json(await searchMembers(c.get('svc'), query, trafficSource));
});
