// GET /api/staff/inbox.php – conversations waiting for a fictional profile's reply, oldest first
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { listInbox } from '../../../services/staff/inbox/list-inbox';

export const getInbox = staffFactory.createHandlers(async (c) => c.json(await listInbox(await requireStaffSession(c))));
