// POST /api/staff/decision-confirm.php – a second moderator puts a ban in force ({ decision }; recent code)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { confirmBan } from '../../../services/moderation/confirm-ban';
import { decisionConfirmSchema } from '@/shared/schemas/moderation-decisions';

export const postDecisionConfirm = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json(await confirmBan(ctx, parseInput(decisionConfirmSchema, await readJson(c.req)).decision));
});
