// POST /api/staff/appeal-decision.php – another moderator answers a member's appeal ({ decision, outcome, reason })
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { decideAppeal } from '../../../services/moderation/decide-appeal';
import { appealDecisionSchema } from '@/shared/schemas/moderation-decisions';

export const postAppealDecision = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json(await decideAppeal(ctx, parseInput(appealDecisionSchema, await readJson(c.req))));
});
