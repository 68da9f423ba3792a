import type { LikeGivenDto, LikeReceivedDto, LikesDto } from '@/shared/types/social';
import { paths } from '@/shared/paths';

/** §2 /likes/{type}: the tabs of the likes page; /likes shows the first. */
export const LIKES_TABS = ['received', 'given', 'matches'] as const;
export type LikesTab = (typeof LIKES_TABS)[number];

export const isLikesTab = (value: string): value is LikesTab => (LIKES_TABS as readonly string[]).includes(value);

export type LikeEntry = LikeGivenDto & { like_new?: LikeReceivedDto['like_new'] };

/** The members one tab shows: matches are the members I liked who like me back. */
export function entriesOf(likes: LikesDto, tab: LikesTab): LikeEntry[] {
  if (tab === 'received') return likes.liked_by;
  if (tab === 'given') return likes.profiles;
  return likes.profiles.filter((like) => like.match);
}

/** A liker's profile opens through /likes/m/{id}, which clears their new-like flag (§4). */
export const tileHref = (tab: LikesTab, id: number) => (tab === 'given' ? paths.members.profile(id) : paths.likes.liker(id));
