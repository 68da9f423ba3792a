import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { MemberHitDto } from '@/shared/types/staff-members';
import { staffKeys } from '../query-keys';

/** GET /api/staff/members.php?q=: members of the staff member's sites by id, e-mail or name. */
export const searchMembers = (q: string) => http<{ members: MemberHitDto[] }>('/api/staff/members.php', { query: { q } });

export const searchMembersQueryOptions = (q: string) =>
  queryOptions({ queryKey: staffKeys.memberSearch(q), queryFn: () => searchMembers(q), enabled: q !== '', retry: false });

export function useMemberSearch(q: string) {
  return useQuery(searchMembersQueryOptions(q));
}
