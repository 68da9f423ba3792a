// POST /api/directdebit.php – confirm the direct-debit form with the SMS code: store the mandate, place the order
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { confirmDirectDebit } from '../../services/direct-debit/confirm-direct-debit';
import { directDebitConfirmSchema } from '@/shared/schemas/direct-debit';

export const postDirectDebit = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  return c.json(await confirmDirectDebit(ctx, parseInput(directDebitConfirmSchema, await readJson(c.req))), 201);
});
