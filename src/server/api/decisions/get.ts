// GET /api/decisions.php – the member's statements of reasons (moderation decisions about them)
import 'server-only';
import { factory, requireUser } from '../factory';
import { memberDecisions } from '../../services/moderation/member-decisions';

export const getDecisions = factory.createHandlers(async (c) => c.json(await memberDecisions(requireUser(c.get('svc')))));
