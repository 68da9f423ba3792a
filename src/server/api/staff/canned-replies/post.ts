// POST /api/staff/canned-replies.php {site, language, title, text} – a new canned reply (admins)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { createCannedReply } from '../../../services/staff/canned/save-canned-reply';
import { cannedReplyCreateSchema } from '@/shared/schemas/staff';

export const postCannedReply = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const created = await createCannedReply(ctx, parseInput(cannedReplyCreateSchema, await readJson(c.req)));
  return c.json({ reply: created }, 201);
});
