// DELETE /api/chat.php – hide a conversation for this member ({ conversation })
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { loginToChat } from '../../services/chat/chat-errors';
import { deleteChat } from '../../services/chat/delete-chat';
import { deleteChatSchema } from '@/shared/schemas/chat';

export const deleteChatHandler = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  if (!svc.actor) throw loginToChat(false);
  await deleteChat(svc, parseInput(deleteChatSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
