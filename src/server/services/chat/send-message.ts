import 'server-only';
import type { ServiceContext, AuthedContext } from '../context';
import type { MessagePhoto } from '../../db/schema';
import { validationError } from '../../errors';
import { transactionWithEvents } from '../events/transaction-with-events';
import { checkRecipient } from './check-recipient';
import { isStoredId } from '../ids';
import { loadChatPartners } from './chat-partners';
import { refuseRestrictedActor } from '../moderation/restriction-in-force';
import { chatPrices } from './chat-prices';
import { invisibleSender, loginToChat } from './chat-errors';
import { conversationBetween } from './conversation-between';
import { messageToDto } from './message-dto';
import { discardMessagePhoto, publishMessagePhoto, stageMessagePhoto } from './message-photo-files';
import { findByNonce, storeMessage, type MessageContent, type OperatorSend, type StoredSend } from './store-message';
import { signalInboxChange } from '../staff/inbox/inbox-signal';
import type { GiftSlug } from '@/shared/gifts';
import type { SendMessageDto } from '@/shared/types/social';

export type SendInput = { profile: number; nonce: string } & ({ text: string } | { gift: GiftSlug } | { photo: File | null });

export type SendResult = SendMessageDto & { replay: boolean };

/** The text as stored: trimmed, 1..message_length characters (§3 site setting). */
function checkedText(ctx: ServiceContext, raw: string): string {
  const text = raw.trim();
  const max = chatPrices(ctx.site).messageLength;
  if (text.length === 0) throw validationError({ text: { key: 'messageRequired' } });
  if (text.length > max) throw validationError({ text: { key: 'messageTooLong', values: { max } } });
  return text;
}

const toResult = (ctx: AuthedContext, sent: StoredSend): SendResult => ({
  message: messageToDto(sent.message, ctx.locale),
  conversation: { id: sent.message.conversationId },
  credits: sent.balance,
  replay: sent.replay,
});

async function prepare(ctx: AuthedContext, input: SendInput): Promise<MessageContent> {
  if ('text' in input) return { kind: 'text', text: checkedText(ctx, input.text) };
  if ('gift' in input) return { kind: 'gift', gift: input.gift };
  return { kind: 'photo', photo: await stageMessagePhoto(ctx, input.nonce, input.photo) };
}

/**
 * POST /api/message.php: a text, gift or photo to a member, starting the conversation when there is
 * none. Stored once per nonce and charged in the same transaction (see store-message.ts); a retry
 * answers with the stored message. A photo's files are staged first and published after the commit.
 */
export async function sendMessage(ctx: ServiceContext, input: SendInput, operator?: OperatorSend): Promise<SendResult> {
  if (!ctx.actor) throw loginToChat('gift' in input);
  const authed = ctx as AuthedContext;
  refuseRestrictedActor(authed.actor, ctx.now);
  // A retry answers at once, before any check or image work (the transaction checks again).
  const earlier = await findByNonce(ctx.reads, authed.actor.id, input.nonce, input.profile);
  if (earlier) return toResult(authed, { message: earlier, balance: authed.actor.credits, replay: true });
  // Invisible members keep their running chats but start no new ones: that would show them.
  if (authed.actor.invisible && (await conversationBetween(ctx.db, authed.actor.id, input.profile)) === null) throw invisibleSender();
  // Both members' cards in one query (an id that cannot be stored is refused by checkRecipient).
  const partners = await loadChatPartners(ctx, isStoredId(input.profile) ? [input.profile, authed.actor.id] : [authed.actor.id]);
  const recipient = await checkRecipient(authed, input.profile, partners);
  const sender = partners.get(authed.actor.id);
  if (!sender) throw new Error(`member ${authed.actor.id} has no profile`);
  const content = await prepare(authed, input);
  const photo: MessagePhoto | null = content.kind === 'photo' ? content.photo : null;
  let sent: StoredSend;
  try {
    sent = await transactionWithEvents(ctx, (tx, emit) => storeMessage(authed, tx, emit, { sender, recipient, nonce: input.nonce, content, operator }));
  } catch (error) {
    if (photo) await discardMessagePhoto(authed, photo);
    throw error;
  }
  if (photo) await (sent.replay ? discardMessagePhoto(authed, photo) : publishMessagePhoto(authed, photo));
  if (!sent.replay && (sent.message.toFictional || operator)) await signalInboxChange(ctx.events, authed.actor.siteId);
  return toResult(authed, sent);
}
