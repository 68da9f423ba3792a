import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { messages } from '../../db/schema';
import { notFound } from '../../errors';
import { stagedKey } from '../photos/photo-files';
import { openStored, type StoredMedia } from '../photos/stored-media';
import { loginToChat } from './chat-errors';

/**
 * GET /api/message-photo.php: a photo sent in a chat, only for its sender and recipient; for anyone
 * else the message does not exist (404), for a visitor 403.
 */
export async function readMessagePhoto(ctx: ServiceContext, input: { message: number; size: 'main' | 'thumb' }): Promise<StoredMedia> {
  if (!ctx.actor) throw loginToChat(false);
  const me = ctx.actor.id;
  if (!Number.isSafeInteger(input.message)) throw notFound();
  const [row] = await ctx.db
    .select({ filename: messages.photoFilename, thumbFilename: messages.photoThumbFilename })
    .from(messages)
    .where(and(eq(messages.id, input.message), or(eq(messages.senderId, me), eq(messages.recipientId, me))))
    .limit(1);
  const file = input.size === 'thumb' ? row?.thumbFilename : row?.filename;
  // The message event can arrive before the files are renamed after the commit (photo-files.ts).
  const open = (key: string) => openStored(ctx.storage, key, { now: ctx.now });
  const media = file ? ((await open(file)) ?? (await open(stagedKey(file)))) : null;
  if (!media) throw notFound();
  return media;
}
