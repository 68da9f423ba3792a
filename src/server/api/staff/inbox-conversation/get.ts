// GET /api/staff/inbox-conversation.php?conversation=ID – a waiting conversation with what the operator needs beside it
import 'server-only';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { parseInput } from '../../../validation/parse-input';
import { viewOperatorConversation } from '../../../services/staff/inbox/view-conversation';
import { inboxClaimSchema } from '@/shared/schemas/staff';

export const getInboxConversation = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { conversation } = parseInput(inboxClaimSchema, c.req.query());
  return c.json(await viewOperatorConversation(ctx, conversation));
});
