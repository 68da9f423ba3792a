// POST /api/staff/inbox-claim.php {conversation?} – hold a conversation for 6 minutes (without one: the oldest waiting)
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { parseInput } from '../../../validation/parse-input';
import { claimConversation } from '../../../services/staff/inbox/claim';
import { inboxNextClaimSchema } from '@/shared/schemas/staff';

export const postInboxClaim = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { conversation } = parseInput(inboxNextClaimSchema, await readJson(c.req));
  return c.json({ claim: await claimConversation(ctx, conversation) });
});
