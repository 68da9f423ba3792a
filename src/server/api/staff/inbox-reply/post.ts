// POST /api/staff/inbox-reply.php – the fictional profile's reply: text or gift (JSON) or a photo (multipart)
import 'server-only';
import type { Context } from 'hono';
import { requireStaffSession, staffFactory } from '../staff-factory';
import { readJson } from '../../validate';
import { MULTIPART_TYPE } from '../../middleware/body-rules';
import type { AppEnv } from '../../middleware/request-context';
import { parseInput } from '../../../validation/parse-input';
import { replyAsProfile, type ReplyInput } from '../../../services/staff/inbox/reply';
import { inboxReplyPhotoSchema, inboxReplySchema } from '@/shared/schemas/staff';

async function readInput(c: Context<AppEnv>): Promise<ReplyInput> {
  if (!MULTIPART_TYPE.test(c.req.header('content-type') ?? '')) {
    const { conversation, nonce, text, gift } = parseInput(inboxReplySchema, await readJson(c.req));
    return gift !== undefined ? { conversation, nonce, gift } : { conversation, nonce, text: text ?? '' };
  }
  const form = await c.req.formData().catch(() => null);
  const fields = parseInput(inboxReplyPhotoSchema, { conversation: form?.get('conversation'), nonce: form?.get('nonce') });
  const photo = form?.get('photo');
  return { ...fields, photo: photo instanceof File ? photo : null };
}

export const postInboxReply = staffFactory.createHandlers(async (c) => {
  const ctx = await requireStaffSession(c);
  const { replay, ...sent } = await replyAsProfile(ctx, await readInput(c));
  return c.json({ message: sent.message, conversation: sent.conversation }, replay ? 200 : 201);
});
