import 'server-only';
import type { MemberEventType } from '../../db/schema';
import type { DeliveredEvent } from '../../adapters/events/event-bus';
import { translate } from '../../i18n/translate';
import type { Locale } from '@/shared/constants';
import type { MemberEventPayloads, SocialProfileDto } from '@/shared/types/social';
import { paths } from '@/shared/paths';

/** What the service worker shows (public/sw.js): `tag` makes a newer notification replace an older one. */
export type PushNotification = { title: string; body: string; url: string; tag: string };

/**
 * Whether an event is worth a push to a member without an open stream: a message someone else sent
 * (the sender's own devices get the message event too), a like, a match.
 */
export function isPushed(event: Pick<DeliveredEvent, 'userId' | 'type' | 'payload'>): boolean {
  if (event.type === 'message') return (event.payload as MemberEventPayloads['message']).message.sender_id !== event.userId;
  return event.type === 'like' || event.type === 'match';
}

const BODY_LENGTH = 120;

function shorten(text: string): string {
  return text.length > BODY_LENGTH ? `${text.slice(0, BODY_LENGTH - 1)}…` : text;
}

/** The recipient's language and their site's name for a fictional profile in it (fictionalLabel). */
export type PushAudience = { locale: Locale; fictionalLabel: string };

/** The sender's name, with the site's fictional label when the profile is fictional. */
function senderName({ locale, fictionalLabel }: PushAudience, profile: SocialProfileDto): string {
  if (!profile.is_fictional) return profile.name;
  return translate(locale, 'PushNotifications.withLabel', { name: profile.name, label: fictionalLabel });
}

function messageNotification(audience: PushAudience, payload: MemberEventPayloads['message']): PushNotification {
  const { locale } = audience;
  const { message, conversation, profile } = payload;
  const body = message.kind === 'gift' ? 'PushNotifications.gift' : message.kind === 'photo' ? 'PushNotifications.photo' : null;
  return {
    title: translate(locale, 'PushNotifications.messageTitle', { name: senderName(audience, profile) }),
    body: body ? translate(locale, body) : shorten(message.text ?? ''),
    url: paths.chats.conversation(conversation.id),
    tag: `chat-${conversation.id}`,
  };
}

/** The notification for an event in the member's language, or null for types that are not pushed. */
export function pushNotification(audience: PushAudience, type: MemberEventType, payload: Record<string, unknown>): PushNotification | null {
  if (type === 'message') return messageNotification(audience, payload as MemberEventPayloads['message']);
  const { locale } = audience;
  if (type !== 'like' && type !== 'match') return null;
  const { profile } = payload as MemberEventPayloads['like'];
  const name = senderName(audience, profile);
  return {
    title: translate(locale, type === 'like' ? 'PushNotifications.likeTitle' : 'PushNotifications.matchTitle', { name }),
    body: translate(locale, type === 'like' ? 'PushNotifications.likeBody' : 'PushNotifications.matchBody'),
    url: paths.likes.list,
    tag: type === 'like' ? 'likes' : `match-${profile.id}`,
  };
}
