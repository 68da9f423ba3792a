'use client';
import { useNewLikesCount } from '@/lib/api/likes';

export type NavCounts = { unreadMessages: number; newLikes: number };

/**
 * Unread messages and new likes for the navigation badges and the tab title (§2, §4). Chat is not
 * built yet: it plugs in here (useChats total) and every badge follows.
 */
export function useNavCounts(): NavCounts {
  const newLikes = useNewLikesCount();
  return { unreadMessages: 0, newLikes };
}
