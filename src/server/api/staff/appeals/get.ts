// GET /api/staff/appeals.php – bans waiting for a second moderator and appeals waiting for an answer
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { listPendingDecisions } from '../../../services/moderation/list-pending';

export const getAppeals = staffFactory.createHandlers(async (c) => c.json(await listPendingDecisions(await requireStaffSession(c))));
