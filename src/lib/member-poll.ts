import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { chatsQueryKey, likesQueryKey, userQueryKey } from '@/lib/api/query-keys';
import { USER_REFRESH_FIRST_DELAY_MS, USER_REFRESH_MS, USER_REFRESH_PUSH_MS } from '@/shared/constants';

/** §7: what each poll refreshes: the member, the chats and the likes. */
export const MEMBER_POLL_QUERY_KEYS: readonly QueryKey[] = [userQueryKey, chatsQueryKey, likesQueryKey];

type PollOptions = {
  queryClient: QueryClient;
  /** Asked before each wait: a subscribed browser hears of news by push and polls less often. */
  pushSubscribed: () => Promise<boolean>;
  queryKeys?: readonly QueryKey[];
};

/**
 * §7, §9: while a member is logged in, refresh the member (and the lists above) 5 s after the layout
 * mounts, then every 60 s, or every 300 s when push is subscribed. Returns the function that stops it.
 */
export function startMemberPoll({ queryClient, pushSubscribed, queryKeys = MEMBER_POLL_QUERY_KEYS }: PollOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const scheduleNext = async () => {
    const subscribed = await pushSubscribed().catch(() => false);
    if (!stopped) timer = setTimeout(tick, subscribed ? USER_REFRESH_PUSH_MS : USER_REFRESH_MS);
  };
  const tick = () => {
    // Active queries refetch now; inactive ones refetch when next shown.
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    void scheduleNext();
  };

  timer = setTimeout(tick, USER_REFRESH_FIRST_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
