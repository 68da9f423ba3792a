// GET /api/staff/member-view.php?member=&page= – one of the member's pages as they see it, read-only (support, admin; audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { memberView } from '../../../services/staff/members/member-view';
import { memberViewQuerySchema } from '@/shared/schemas/staff-members';

export const getMemberView = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { member, page } = parseInput(memberViewQuerySchema, c.req.query());
  return c.json({ view: await memberView(ctx, member, page) });
});
