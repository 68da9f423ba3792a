import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { CannedReplyCreateInput, CannedReplyUpdateInput } from '@/shared/schemas/staff';
import type { CannedRepliesDto } from '@/shared/types/staff';
import { staffKeys } from '../query-keys';

const CANNED_URL = '/api/staff/canned-replies.php';

/** GET /api/staff/canned-replies.php: every reply in scope (the screen filters on the client). */
export const cannedRepliesQuery = () => queryOptions({ queryKey: staffKeys.cannedReplies, queryFn: () => http<CannedRepliesDto>(CANNED_URL) });

export const useCannedReplies = () => useQuery(cannedRepliesQuery());

function useRefreshCanned() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cannedRepliesQuery().queryKey });
}

/** POST /api/staff/canned-replies.php (admins). */
export function useCreateCannedReply() {
  const refresh = useRefreshCanned();
  return useMutation({
    mutationFn: (input: CannedReplyCreateInput) => http<{ reply: { id: number } }>(CANNED_URL, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** PUT /api/staff/canned-replies.php (admins). */
export function useUpdateCannedReply() {
  const refresh = useRefreshCanned();
  return useMutation({ mutationFn: (input: CannedReplyUpdateInput) => http<{ ok: true }>(CANNED_URL, { method: 'PUT', body: input }), onSuccess: refresh });
}

/** DELETE /api/staff/canned-replies.php (admins). */
export function useDeleteCannedReply() {
  const refresh = useRefreshCanned();
  return useMutation({ mutationFn: (id: number) => http<{ ok: true }>(CANNED_URL, { method: 'DELETE', body: { id } }), onSuccess: refresh });
}
