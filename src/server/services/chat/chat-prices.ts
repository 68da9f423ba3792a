import 'server-only';
import type { Site } from '../../db/schema';

export type ChatPrices = { message: number; photo: number; gift: number; freeMessages: number; messageLength: number };

/** §3 site settings that price and bound chat messages, with the defaults settings.php shows. */
export function chatPrices(site: Site): ChatPrices {
  const x = site.extra;
  return {
    message: x.message_credits ?? 5,
    photo: x.photo_credits ?? 10,
    gift: x.gift_credits ?? 20,
    freeMessages: x.free_messages ?? 3,
    messageLength: x.message_length ?? 1000,
  };
}
