// POST /api/staff/decision.php – a moderator's decision about a member, with the statement of reasons mailed (moderator, admin; suspend and ban: recent code)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { decide } from '../../../services/moderation/decide';
import { decisionSchema } from '@/shared/schemas/moderation-decisions';

export const postDecision = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json(await decide(ctx, parseInput(decisionSchema, await readJson(c.req))), 201);
});
