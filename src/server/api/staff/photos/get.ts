// GET /api/staff/photos.php – the photos awaiting review, oldest first (moderators, admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { listPendingPhotos } from '../../../services/staff/moderation/list-pending-photos';

export const getPendingPhotos = staffFactory.createHandlers(async (c) => c.json(await listPendingPhotos(await requireStaffSession(c))));
