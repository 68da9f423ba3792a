// GET /api/members.php?gender=&country=&region=&min_age=&max_age=&page=&online=&photo=&interests= – search members
import 'server-only';
import { getCookie } from 'hono/cookie';
import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';
import { hasTrafficSource } from '@/shared/visitor-rules';
import { searchSchema } from '@/shared/schemas/profile';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { assertSearchAllowed, searchMembers } from '../../services/members/search-members';

export const getMembers = factory.createHandlers(async (c) => {
  const query = c.req.query();
  const trafficSource = hasTrafficSource(query.network, getCookie(c, TRAFFIC_SOURCE_COOKIE));
  const svc = c.get('svc');
  // A visitor who may not search gets the 403 even for a malformed query.
  assertSearchAllowed(svc, trafficSource);
  return c.json(await searchMembers(svc, parseInput(searchSchema, query), trafficSource));
});
