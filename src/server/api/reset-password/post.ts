// POST /api/reset-password.php – mail a password-reset link ({ email })
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { resetRequestSchema } from '@/shared/schemas/password-reset';

export const postResetPassword = factory.createHandlers(async (c) => {
  await requestPasswordReset(c.get('svc'), parseInput(resetRequestSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
