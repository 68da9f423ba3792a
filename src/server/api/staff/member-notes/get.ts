// GET /api/staff/member-notes.php?member=ID – the operators' shared notes about a member
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { listMemberNotes } from '../../../services/staff/inbox/member-notes';
import { memberNotesQuerySchema } from '@/shared/schemas/staff';

export const getMemberNotes = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { member } = parseInput(memberNotesQuerySchema, c.req.query());
  return c.json(await listMemberNotes(ctx, member));
});
