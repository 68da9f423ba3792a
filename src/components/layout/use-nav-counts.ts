'use client';
import { unreadTotal, useChats } from '@/lib/api/get-chats';
import { useUser } from '@/lib/api/current-user';
import { useNewLikesCount } from '@/lib/api/likes';

export type NavCounts = { unreadMessages: number; newLikes: number };

/** Unread messages and new likes for the navigation badges and the tab title (§2, §4). */
export function useNavCounts(): NavCounts {
  return { unreadMessages: useUnreadMessages(), newLikes: useNewLikesCount() };
}

/** The chat list's unread total; only members have chats. Until the list arrives, the member's own count. */
function useUnreadMessages(): number {
  const { data: user } = useUser();
  const { data } = useChats({ enabled: Boolean(user) });
  return data ? unreadTotal(data) : (user?.num_unread_messages ?? 0);
}
