// GET /api/chat.php?conversation=ID[&before=SEQ] – one conversation with a page of messages; marks it read
// (the same-site guard refuses this GET when another site triggers it, so no other site marks anything read)
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { loginToChat } from '../../services/chat/chat-errors';
import { viewChat } from '../../services/chat/view-chat';
import { chatQuerySchema } from '@/shared/schemas/chat';

export const getChat = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  if (!svc.actor) throw loginToChat(false);
  return c.json(await viewChat(svc, parseInput(chatQuerySchema, c.req.query()), { markRead: true }));
});
