// POST /api/typing.php – tell the conversation partner the member is typing ({ conversation }); never stored
import 'server-only';
import { factory } from '../factory';
import { readJson } from '../validate';
import { parseInput } from '../../validation/parse-input';
import { loginToChat } from '../../services/chat/chat-errors';
import { sendTyping } from '../../services/chat/send-typing';
import { typingSchema } from '@/shared/schemas/chat';

export const postTyping = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  if (!svc.actor) throw loginToChat(false);
  await sendTyping(svc, parseInput(typingSchema, await readJson(c.req)));
  return c.json({ ok: true });
});
