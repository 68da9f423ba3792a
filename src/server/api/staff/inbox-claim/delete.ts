// DELETE /api/staff/inbox-claim.php {conversation} – let go of a claim (an admin: anyone's)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { releaseClaim } from '../../../services/staff/inbox/claim';
import { inboxClaimSchema } from '@/shared/schemas/staff';

export const deleteInboxClaim = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { conversation } = parseInput(inboxClaimSchema, await readJson(c.req));
  await releaseClaim(ctx, conversation);
  return c.json({ ok: true });
});
