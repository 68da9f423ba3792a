// POST /api/staff/directdebit-bar.php – bars a member from direct debit or lifts the bar (support, admin)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { barDirectDebit } from '../../../services/staff/members/bar-direct-debit';
import { directDebitBarSchema } from '@/shared/schemas/staff-members';

export const postDirectDebitBar = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  return c.json(await barDirectDebit(ctx, parseInput(directDebitBarSchema, await readJson(c.req))));
});
