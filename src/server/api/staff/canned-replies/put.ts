// PUT /api/staff/canned-replies.php {id, site?, language?, title?, text?} – change a canned reply (admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { updateCannedReply } from '../../../services/staff/canned/save-canned-reply';
import { cannedReplyUpdateSchema } from '@/shared/schemas/staff';

export const putCannedReply = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  await updateCannedReply(ctx, parseInput(cannedReplyUpdateSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
