import './zod-config';
import { z } from 'zod';
import { idParam, storedNumber } from './fields';
import { GIFT_SLUGS } from '../gifts';

/**
 * GET /api/chat.php?conversation=ID[&before=SEQ]: one conversation, the page of messages before
 * `before`; or ?profile=ID: the conversation with that member, also before it has begun.
 */
export const chatQuerySchema = z
  .object({
    conversation: idParam.optional(),
    profile: idParam.optional(),
    before: storedNumber('invalidField').optional(),
  })
  .refine((q) => (q.conversation === undefined) !== (q.profile === undefined), { error: 'notFound', path: ['conversation'] });

/** DELETE /api/chat.php { conversation }. */
export const deleteChatSchema = z.object({ conversation: idParam });

/** POST /api/typing.php { conversation }. */
export const typingSchema = z.object({ conversation: idParam });

/** A message's content as JSON: a text or a gift (a photo comes as multipart). */
export const messageContentFields = {
  text: z.string({ error: 'messageRequired' }).max(100_000, { error: 'messageTooLong' }).optional(),
  gift: z.enum(GIFT_SLUGS, { error: 'unknownGift' }).optional(),
};

/** Exactly one of text and gift. */
export function exactlyOneContent(value: { text?: string; gift?: string }, ctx: z.RefinementCtx): void {
  if ((value.text === undefined) === (value.gift === undefined)) ctx.addIssue({ code: 'custom', path: ['text'], message: 'messageRequired' });
}

const sendBase = z.object({
  /** The member written to. */
  profile: idParam,
  /** The client's idempotency key: a retry with the same nonce is stored and charged once. */
  nonce: z.uuid({ error: 'invalidField' }),
});

/**
 * POST /api/message.php as JSON: a text or a gift, exactly one. The text's length depends on the
 * site's message_length, so the service checks it (after trimming).
 */
export const sendMessageSchema = sendBase.extend(messageContentFields).superRefine(exactlyOneContent);

/** POST /api/message.php as multipart: the fields beside the `photo` file. */
export const sendPhotoSchema = sendBase;

export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** GET /api/message-photo.php?message=ID[&size=thumb]. */
export const messagePhotoSchema = z.object({
  message: idParam,
  size: z.enum(['main', 'thumb']).default('main'),
});
