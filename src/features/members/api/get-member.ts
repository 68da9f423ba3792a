import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { MemberDetailDto } from '@/shared/types/api';
import { getMemberQueryKey } from './query-keys';

/** GET /api/member.php?id=: a member's profile with the photos this viewer may see. */
export async function getMember(id: number): Promise<MemberDetailDto> {
  return (await http<{ profile: MemberDetailDto }>('/api/member.php', { query: { id } })).profile;
}

export const getMemberQueryOptions = (id: number) => queryOptions({ queryKey: getMemberQueryKey(id), queryFn: () => getMember(id) });

export function useMember(id: number) {
  return useQuery(getMemberQueryOptions(id));
}
