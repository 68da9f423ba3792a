// POST /api/mail-change.php – mail a confirmation link to a new address ({ email, password })
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { requestMailChange } from '../../services/account/request-mail-change';
import { mailChangeSchema } from '@/shared/schemas/account';

export const postMailChange = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await requestMailChange(ctx, parseInput(mailChangeSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
