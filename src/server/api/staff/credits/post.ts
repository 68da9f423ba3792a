// POST /api/staff/credits.php – adds or takes a member's credits through the ledger, once per key (support, admin; recent code)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { adjustCredits } from '../../../services/staff/members/adjust-credits';
import { creditAdjustmentSchema } from '@/shared/schemas/staff-members';

export const postCredits = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const input = parseInput(creditAdjustmentSchema, await readJson(c.req));
  return c.json(await adjustCredits(ctx, { member: input.member, delta: input.delta, reason: input.reason, idempotencyKey: input.idempotency_key }));
});
