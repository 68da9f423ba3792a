import 'server-only';
import { ApiError } from '../../errors';

/** §6: a visitor trying to chat or to send a gift. */
export const loginToChat = (gift: boolean) => new ApiError({ code: 'authentication_required', messageKey: gift ? 'giftLoginRequired' : 'chatLoginRequired' });

/** §6 premium alert: a free member past the free conversations or out of credits. */
export const premiumRequired = () => new ApiError({ code: 'premium_required' });

/** §6 credit alert: a premium member without enough credits. */
export const insufficientCredits = () => new ApiError({ code: 'insufficient_credits' });

/** §6: blocked members cannot contact each other, whoever blocked whom. */
export const blockedError = (byMe: boolean, name: string) =>
  new ApiError({ code: 'blocked', messageKey: byMe ? 'chatBlocked' : 'chatBlockedByOther', values: { name } });

/** §4: a member cannot write to a partner whose address is not confirmed yet. */
export const partnerNotConfirmed = (name: string) => new ApiError({ code: 'partner_not_confirmed', values: { name } });

/** Invisible members are shown to nobody (search, lists, chats), so they cannot write either. */
export const invisibleSender = () => new ApiError({ code: 'invisible' });

/** A nonce already used for another message (a client bug, never a retry). */
export const nonceReused = () => new ApiError({ code: 'nonce_reused' });
