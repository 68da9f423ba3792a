// DELETE /api/staff/canned-replies.php {id} – remove a canned reply (admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { deleteCannedReply } from '../../../services/staff/canned/delete-canned-reply';
import { cannedReplyDeleteSchema } from '@/shared/schemas/staff';

export const deleteCannedReplyHandler = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { id } = parseInput(cannedReplyDeleteSchema, await readJson(c.req));
  await deleteCannedReply(ctx, id);
  return c.json({ ok: true });
});
