// GET /api/interests.php – every interest with its icon and name in the visitor's language
import 'server-only';
import { factory } from '../factory';
import { cachedJson, INTERESTS_ANSWER } from '../cached-json';

export const getInterests = factory.createHandlers(async (c) => cachedJson(c, c.get('svc'), INTERESTS_ANSWER));
