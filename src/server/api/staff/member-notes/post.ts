// POST /api/staff/member-notes.php {member, text} – a note about a member for every operator of the site
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { addMemberNote } from '../../../services/staff/inbox/member-notes';
import { memberNoteSchema } from '@/shared/schemas/staff';

export const postMemberNote = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { member, text } = parseInput(memberNoteSchema, await readJson(c.req));
  return c.json({ note: await addMemberNote(ctx, member, text) }, 201);
});
