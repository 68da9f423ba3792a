// GET /api/match-finder.php – up to 20 suggested members with the reasons they fit
import 'server-only';
import { factory, requireUser } from '../factory';
import { findMatches } from '../../services/swipe/find-matches';

export const getMatchFinder = factory.createHandlers(async (c) => {
  return c.json(await findMatches(requireUser(c.get('svc'))));
});
