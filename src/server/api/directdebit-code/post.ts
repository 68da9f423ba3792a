// POST /api/directdebit-code.php – check the direct-debit form and text a one-time code to its phone
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { sendDirectDebitCode } from '../../services/direct-debit/send-direct-debit-code';
import { directDebitCodeSchema } from '@/shared/schemas/direct-debit';

export const postDirectDebitCode = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  return c.json(await sendDirectDebitCode(ctx, parseInput(directDebitCodeSchema, await readJson(c.req))));
});
