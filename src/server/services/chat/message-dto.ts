import 'server-only';
import type { Message } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { giftImage, isGiftSlug } from '@/shared/gifts';
import type { Locale } from '@/shared/constants';
import type { GiftDto, MessageDto, MessagePhotoDto } from '@/shared/types/social';

export function giftToDto(slug: string, locale: Locale): GiftDto | null {
  if (!isGiftSlug(slug)) return null;
  return { slug, name: translate(locale, `Gifts.${slug}`), image: giftImage(slug) };
}

/** A message photo is served only to the two members, by a route that checks the session. */
export function messagePhotoUrl(messageId: number, size: 'main' | 'thumb'): string {
  return `/api/message-photo.php?message=${messageId}${size === 'thumb' ? '&size=thumb' : ''}`;
}

function photoToDto(message: Message): MessagePhotoDto | null {
  if (!message.photoFilename) return null;
  return {
    url: messagePhotoUrl(message.id, 'main'),
    thumb_url: messagePhotoUrl(message.id, 'thumb'),
    width: message.photoWidth ?? 0,
    height: message.photoHeight ?? 0,
  };
}

/** A message as either member sees it; the text is plain text, which the client escapes. */
export function messageToDto(message: Message, locale: Locale): MessageDto {
  return {
    id: message.id,
    conversation_id: message.conversationId,
    seq: message.seq,
    sender_id: message.senderId,
    kind: message.kind,
    text: message.text,
    gift: message.gift ? giftToDto(message.gift, locale) : null,
    photo: photoToDto(message),
    created_at: message.createdAt.toISOString(),
  };
}
