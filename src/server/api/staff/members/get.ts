// GET /api/staff/members.php?q= | ?id= – the support desk's member search, or one member's detail (audited)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { validationError } from '../../../errors';
import { searchMembers } from '../../../services/staff/members/search-members';
import { memberDetail } from '../../../services/staff/members/member-detail';
import { memberSearchQuerySchema } from '@/shared/schemas/staff-members';

export const getMembers = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { q, id } = parseInput(memberSearchQuerySchema, c.req.query());
  if (id !== undefined) return c.json({ member: await memberDetail(ctx, id) });
  if (q === undefined) throw validationError({ q: { key: 'staffSearchRequired' } });
  return c.json(await searchMembers(ctx, q));
});
