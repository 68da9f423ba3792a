// POST /api/staff/passkeys.php {name, response} – keep a new passkey (a recent second factor needed)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { addPasskey } from '../../../services/staff/passkeys/manage-passkeys';
import { passkeyAddSchema } from '@/shared/schemas/staff';

export const postPasskey = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const passkey = await addPasskey(ctx, parseInput(passkeyAddSchema, await readJson(c.req)));
  return c.json({ passkey }, 201);
});
