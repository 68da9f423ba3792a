import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { ClaimDto, InboxDto } from '@/shared/types/staff';
import { staffKeys } from '../query-keys';

/** The event stream brings changes at once; this poll only covers a stream that is down. */
const INBOX_FALLBACK_POLL_MS = 30_000;

/** GET /api/staff/inbox.php: waiting conversations (oldest first) and the figures. */
export function useInbox() {
  return useQuery({
    queryKey: staffKeys.inbox,
    queryFn: () => http<InboxDto>('/api/staff/inbox.php'),
    refetchInterval: INBOX_FALLBACK_POLL_MS,
    staleTime: 5_000,
  });
}

/** POST /api/staff/inbox-claim.php: a conversation (or, without one, the oldest free one) for 6 minutes. */
export async function claimConversation(conversation?: number): Promise<ClaimDto> {
  const { claim } = await http<{ claim: ClaimDto }>('/api/staff/inbox-claim.php', { method: 'POST', body: conversation ? { conversation } : {} });
  return claim;
}

export function useClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation?: number) => claimConversation(conversation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.inbox }),
  });
}

export function useRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: number) => http<{ ok: true }>('/api/staff/inbox-claim.php', { method: 'DELETE', body: { conversation } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.inbox }),
  });
}
