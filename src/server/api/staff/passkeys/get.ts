// GET /api/staff/passkeys.php – the staff member's own passkeys
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { listPasskeys } from '../../../services/staff/passkeys/manage-passkeys';

export const getPasskeys = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json({ passkeys: await listPasskeys(ctx) });
});
