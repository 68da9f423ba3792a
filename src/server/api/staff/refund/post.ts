// POST /api/staff/refund.php – refunds a member's paid order and takes its credits back (support, admin; recent code)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { refundMemberOrder } from '../../../services/staff/members/refund-member-order';
import { staffRefundSchema } from '@/shared/schemas/staff-members';

export const postStaffRefund = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { order, reason } = parseInput(staffRefundSchema, await readJson(c.req));
  return c.json(await refundMemberOrder(ctx, order, reason));
});
