// POST /api/staff/member-sessions.php – logs a member out everywhere (support, admin)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { endMemberSessions } from '../../../services/staff/members/end-member-sessions';
import { memberActionSchema } from '@/shared/schemas/staff-members';

export const postMemberSessions = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { member, reason } = parseInput(memberActionSchema, await readJson(c.req));
  return c.json(await endMemberSessions(ctx, member, reason));
});
