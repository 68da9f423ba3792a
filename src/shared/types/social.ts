// Shapes of the likes, chat, swipe and real-time answers; the client and the server both use these.
import type { MemberCardDto, PhotoDto } from './api';

/** A member as a like, match or chat shows them. */
export type SocialProfileDto = MemberCardDto;

/** GET /api/likes.php: `profiles` are the members this member liked (§3 "a like profile"). */
export type LikeGivenDto = SocialProfileDto & { liked_at: string; match: boolean };
/** A like received (§3 liked_by entry): `like_new` until this member opens the liker's profile. */
export type LikeReceivedDto = SocialProfileDto & { like_new: boolean; liked_at: string; match: boolean };
export type LikesDto = { profiles: LikeGivenDto[]; liked_by: LikeReceivedDto[] };

/** GET /api/auto-like.php (§7): the profile for the new-like modal. */
export type AutoLikeDto = { id: number; name: string; main_image: PhotoDto | null; is_fictional: boolean };

export type GiftDto = { slug: string; name: string; image: string };

export type MessagePhotoDto = { url: string; thumb_url: string; width: number; height: number };

export type MessageDto = {
  id: number;
  conversation_id: number;
  /** The conversation's sequence number: increasing, the key of paging (`before`). */
  seq: number;
  sender_id: number;
  kind: 'text' | 'gift' | 'photo';
  text: string | null;
  gift: GiftDto | null;
  photo: MessagePhotoDto | null;
  created_at: string;
};

/**
 * Why this member cannot write in a conversation now (§4, §6), or null when they can. The one
 * exception is 'self_not_confirmed': this member may write, but the partner cannot reply until this
 * member clicks the confirmation link, and the chat says so.
 */
export type ReplyBlock = 'partner_not_confirmed' | 'self_not_confirmed' | 'blocked' | 'blocked_by_other' | null;

export type ChatListEntryDto = {
  conversation: { id: number };
  profile: SocialProfileDto;
  num_unread_messages: number;
  last_message: MessageDto | null;
};
export type ChatsDto = { chats: ChatListEntryDto[] };

/** GET /api/chat.php?conversation=ID[&before=SEQ], or ?profile=ID (conversation id 0 when not begun yet). */
export type ChatDto = {
  conversation: {
    id: number;
    /** Up to where the other member has read (for read marks). */
    other_last_read_seq: number;
    reply_block: ReplyBlock;
  };
  profile: SocialProfileDto;
  /** Oldest first; the page before `before` (or the newest page). */
  messages: MessageDto[];
  has_more: boolean;
  /** Conversation starters when it is empty, in the member's language. */
  icebreakers: string[];
};

/** POST /api/message.php. */
export type SendMessageDto = { message: MessageDto; conversation: { id: number }; credits: number };

/** The events of GET /api/events.php (Server-Sent Events; `event:` is the type, `data:` this payload). */
export type MemberEventPayloads = {
  /**
   * `profile` is the other member of the conversation as the receiver sees it; `num_unread_messages`
   * the receiver's unread count of this conversation, `total_unread_messages` over all of them.
   */
  message: {
    conversation: { id: number };
    message: MessageDto;
    profile: SocialProfileDto;
    num_unread_messages: number;
    total_unread_messages: number;
  };
  read: { conversation: { id: number }; reader_id: number; last_read_seq: number };
  like: { profile: SocialProfileDto };
  match: { profile: SocialProfileDto };
  credits: { credits: number };
  /** Sent to both members on a block (`blocked: true`) and on an unblock (`false`); `profile` is the other one. */
  block: { profile: { id: number }; blocked: boolean };
  chat_deleted: { conversation: { id: number } };
  /** The partner is typing in this conversation: live only, never stored or replayed. */
  typing: { conversation: { id: number } };
};
