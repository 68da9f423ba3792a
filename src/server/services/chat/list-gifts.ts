import 'server-only';
import { GIFT_SLUGS } from '@/shared/gifts';
import type { Locale } from '@/shared/constants';
import type { GiftDto } from '@/shared/types/social';
import { giftToDto } from './message-dto';

/** GET /api/gifts.php: the gift catalogue in the visitor's language (its price is settings' gift_credits). */
export function listGifts(locale: Locale): { gifts: GiftDto[] } {
  return { gifts: GIFT_SLUGS.map((slug) => giftToDto(slug, locale)!) };
}
