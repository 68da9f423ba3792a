// GET /api/member.php?id= – one member's profile with the photos the viewer may see
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { memberIdSchema } from '@/shared/schemas/member';
import { viewMember } from '../../services/members/view-member';

export const getMember = factory.createHandlers(async (c) => {
  return c.json({ profile: await viewMember(c.get('svc'), parseInput(memberIdSchema, c.req.query())) });
});
