import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { MemberViewDto, MemberViewPage } from '@/shared/types/staff-members';
import { staffKeys } from '../query-keys';

/** GET /api/staff/member-view.php: one of the member's pages as they see it (every look is audited). */
export const getMemberView = (member: number, page: MemberViewPage) =>
  http<{ view: MemberViewDto }>('/api/staff/member-view.php', { query: { member, page } }).then((body) => body.view);

// As with the detail: every fetch is an audit row, so no refetch on focus and no retries.
export function useMemberView(member: number, page: MemberViewPage) {
  return useQuery({
    queryKey: staffKeys.memberView(member, page),
    queryFn: () => getMemberView(member, page),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
