// POST /api/delete-account.php – delete the own account ({ reason, remarks?, password }), ending every session
import 'server-only';
import { factory, requireUser } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { clearSessionCookie } from '../session-cookie';
import { deleteAccount } from '../../services/account/delete-account';
import { deleteAccountSchema } from '@/shared/schemas/account';

export const postDeleteAccount = factory.createHandlers(async (c) => {
  const ctx = requireUser(c.get('svc'));
  await deleteAccount(ctx, parseInput(deleteAccountSchema, await readJson(c.req)));
  clearSessionCookie(c);
  return c.json({ ok: true });
});
