// GET /api/message-photo.php?message=ID[&size=thumb] – a chat photo, for the two members of its conversation
import 'server-only';
import { factory } from '../factory';
import { parseInput } from '../../validation/parse-input';
import { loginToChat } from '../../services/chat/chat-errors';
import { readMessagePhoto } from '../../services/chat/read-message-photo';
import { messagePhotoSchema } from '@/shared/schemas/chat';
import { mediaAnswer } from '../media-answer';

export const getMessagePhoto = factory.createHandlers(async (c) => {
  const svc = c.get('svc');
  if (!svc.actor) throw loginToChat(false);
  const media = await readMessagePhoto(svc, parseInput(messagePhotoSchema, c.req.query()));
  // The file never changes; only this browser may keep it.
  return mediaAnswer(c, media, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, max-age=86400' });
});
