import 'server-only';
import type { Site } from '../../db/schema';
import { DEFAULT_FREE_MESSAGES, DEFAULT_GIFT_CREDITS, DEFAULT_MESSAGE_CREDITS, DEFAULT_MESSAGE_LENGTH, DEFAULT_PHOTO_CREDITS } from '@/shared/constants';

export type ChatPrices = { message: number; photo: number; gift: number; freeMessages: number; messageLength: number };

/** §3 site settings that price and bound chat messages, with the defaults settings.php shows. */
export function chatPrices(site: Site): ChatPrices {
  const x = site.extra;
  return {
    message: x.message_credits ?? DEFAULT_MESSAGE_CREDITS,
    photo: x.photo_credits ?? DEFAULT_PHOTO_CREDITS,
    gift: x.gift_credits ?? DEFAULT_GIFT_CREDITS,
    freeMessages: x.free_messages ?? DEFAULT_FREE_MESSAGES,
    messageLength: x.message_length ?? DEFAULT_MESSAGE_LENGTH,
  };
}
