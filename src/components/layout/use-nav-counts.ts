'use client';

export type NavCounts = { unreadMessages: number; newLikes: number };

/**
 * Unread messages and new likes for the navigation badges and the tab title (§2, §4). Chat and
 * likes are not built yet: they plug in here (useChats / useLikes totals) and every badge follows.
 */
export function useNavCounts(): NavCounts {
  return { unreadMessages: 0, newLikes: 0 };
}
