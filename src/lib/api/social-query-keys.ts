import type { QueryKey } from '@tanstack/react-query';

/** Query keys shared by the chat and likes features, the member poll and the event stream. */
export const chatsQueryKey: QueryKey = ['chats'];
export const likesQueryKey: QueryKey = ['likes'];
export const chatQueryKey = (conversationId: number): QueryKey => ['chat', conversationId];
