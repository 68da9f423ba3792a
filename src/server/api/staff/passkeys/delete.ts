// DELETE /api/staff/passkeys.php {id} – remove one of one's own passkeys (a recent second factor needed)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { removePasskey } from '../../../services/staff/passkeys/manage-passkeys';
import { passkeyRemoveSchema } from '@/shared/schemas/staff';

export const deletePasskey = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { id } = parseInput(passkeyRemoveSchema, await readJson(c.req));
  await removePasskey(ctx, id);
  return c.json({ ok: true });
});
