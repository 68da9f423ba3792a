// PUT /api/mail-change.php – confirm a new address with the mailed link ({ token })
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { confirmMailChange } from '../../services/account/confirm-mail-change';
import { mailChangeConfirmSchema } from '@/shared/schemas/account';

export const putMailChange = factory.createHandlers(async (c) => {
  const result = await confirmMailChange(c.get('svc'), parseInput(mailChangeConfirmSchema, await readJson(c.req)));
  return c.json(result);
});
