// GET /api/staff/canned-replies.php[?site=DOMAIN&language=xx] – the canned replies in the staff member's scope
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { listCannedReplies } from '../../../services/staff/canned/list-canned-replies';
import { cannedRepliesQuerySchema } from '@/shared/schemas/staff';

export const getCannedReplies = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json(await listCannedReplies(ctx, parseInput(cannedRepliesQuerySchema, c.req.query())));
});
