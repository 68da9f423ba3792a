import type { QueryKey } from '@tanstack/react-query';

// The query keys that several features, the member poll and the event stream share. A feature's own
// keys live in its api/query-keys.ts; nothing else writes a key as a literal (lint checks it).

/** Every search and member profile (the members feature's keys all start with it). */
export const membersQueryKey = ['members'] as const;
export const userQueryKey = ['user'] as const;
/** The swipe game's cards and the match finder's suggestions (the swipe feature's keys start with it). */
export const swipeQueryKey = ['swipe'] as const;
export const chatsQueryKey: QueryKey = ['chats'];
export const likesQueryKey: QueryKey = ['likes'];
/** Every conversation's messages: a block closes them all. */
export const anyChatQueryKey: QueryKey = ['chat'];
export const chatQueryKey = (conversationId: number): QueryKey => [...anyChatQueryKey, conversationId];
// The names depend on the language, so a language switch must not reuse the cached list.
export const getRegionsQueryKey = (country: string, locale: string) => ['regions', country, locale] as const;
export const giftsQueryKey = ['gifts'] as const;
export const companyInfoQueryKey = ['company-info'] as const;
