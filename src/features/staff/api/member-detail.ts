import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { MemberDetailDto } from '@/shared/types/staff-members';
import { staffKeys } from '../query-keys';

/** GET /api/staff/members.php?id=: one member's account as the support desk sees it (the lookup is audited). */
export const getMemberDetail = (id: number) => http<{ member: MemberDetailDto }>('/api/staff/members.php', { query: { id } }).then((body) => body.member);

// Every fetch is an audit row: no refetch on focus, and no retries that would log a lookup twice.
export const memberDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: staffKeys.member(id), queryFn: () => getMemberDetail(id), retry: false, refetchOnWindowFocus: false, staleTime: Infinity });

export function useMemberDetail(id: number) {
  return useQuery(memberDetailQueryOptions(id));
}
