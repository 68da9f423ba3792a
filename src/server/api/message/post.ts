// POST /api/message.php – send a text or gift (JSON) or a photo (multipart) to a member
import 'server-only';
import type { Context } from 'hono';
import { factory } from '../factory';
import { readJson } from '../validate';
import { MULTIPART_TYPE } from '../middleware/body-rules';
import type { AppEnv } from '../middleware/request-context';
import { parseInput } from '../../validation/parse-input';
import { sendMessage, type SendInput } from '../../services/chat/send-message';
import { loginToChat } from '../../services/chat/chat-errors';
import { sendMessageSchema, sendPhotoSchema } from '@/shared/schemas/chat';

async function readInput(c: Context<AppEnv>): Promise<SendInput> {
  if (!MULTIPART_TYPE.test(c.req.header('content-type') ?? '')) {
    const { profile, nonce, text, gift } = parseInput(sendMessageSchema, await readJson(c.req));
    return gift !== undefined ? { profile, nonce, gift } : { profile, nonce, text: text ?? '' };
  }
  const form = await c.req.formData().catch(() => null);
  const fields = parseInput(sendPhotoSchema, { profile: form?.get('profile'), nonce: form?.get('nonce') });
  const photo = form?.get('photo');
  return { ...fields, photo: photo instanceof File ? photo : null };
}

/** §6: a visitor learns they must log in before anything about the message; a gift says so in its own words. */
async function visitorRefusal(c: Context<AppEnv>) {
  const body = MULTIPART_TYPE.test(c.req.header('content-type') ?? '') ? null : await readJson(c.req);
  return loginToChat(typeof body === 'object' && body !== null && 'gift' in body);
}

export const postMessage = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  if (!svc.actor) throw await visitorRefusal(c);
  const { replay, ...sent } = await sendMessage(svc, await readInput(c));
  if (!replay) svc.metrics.messageSent();
  return c.json(sent, replay ? 200 : 201);
});
