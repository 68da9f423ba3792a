// POST /api/staff/activation-mail.php – sends a member who is not confirmed a new activation link (support, admin)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { resendMemberActivation } from '../../../services/staff/members/resend-member-activation';
import { memberActionSchema } from '@/shared/schemas/staff-members';

export const postActivationMail = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { member, reason } = parseInput(memberActionSchema, await readJson(c.req));
  await resendMemberActivation(ctx, member, reason);
  return c.json({ sent: true });
});
