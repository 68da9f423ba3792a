import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { chatQueryKey } from '@/lib/api/query-keys';
import type { ChatDto, MessageDto } from '@/shared/types/social';

/** GET /api/chat.php?conversation=ID[&before=SEQ]: one page of a conversation; reading it marks it read. */
export async function getChat(conversationId: number, before?: number): Promise<ChatDto> {
  return http<ChatDto>('/api/chat.php', { query: { conversation: conversationId, before } });
}

/**
 * The newest page first, then ever earlier pages keyed by the oldest seq shown (keyset paging).
 * Under chatQueryKey(id), so the member poll and the event stream refresh it.
 */
export const getChatQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: chatQueryKey(conversationId),
    queryFn: ({ pageParam }) => getChat(conversationId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more && page.messages.length > 0 ? page.messages[0].seq : undefined),
  });

export function useChat(conversationId: number) {
  return useInfiniteQuery(getChatQueryOptions(conversationId));
}

/** Every loaded message, oldest first, each once. */
export function chatMessages(data: InfiniteData<ChatDto> | undefined): MessageDto[] {
  const seen = new Set<number>();
  const all = [...(data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  return all.filter((m) => !seen.has(m.id) && Boolean(seen.add(m.id))).sort((a, b) => a.seq - b.seq);
}

/** A sent message joins the newest page at once, before any refetch. */
export function withMessage(data: InfiniteData<ChatDto> | undefined, message: MessageDto): InfiniteData<ChatDto> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [newest, ...rest] = data.pages;
  if (newest.messages.some((m) => m.id === message.id)) return data;
  return { ...data, pages: [{ ...newest, messages: [...newest.messages, message] }, ...rest] };
}
