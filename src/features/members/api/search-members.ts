import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { MembersSearchDto } from '@/shared/types/api';
import type { SearchQuery } from '../utils/search-query';
import { searchMembersQueryKey } from './query-keys';

/** GET /api/members.php: one page of members matching the filters, plus near matches. */
export function searchMembers(query: SearchQuery): Promise<MembersSearchDto> {
  return http<MembersSearchDto>('/api/members.php', { query });
}

export const searchMembersQueryOptions = (query: SearchQuery) =>
  queryOptions({
    queryKey: searchMembersQueryKey(query),
    queryFn: () => searchMembers(query),
    // Keep the current grid on screen (dimmed) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useSearchMembers(query: SearchQuery, enabled = true) {
  return useQuery({ ...searchMembersQueryOptions(query), enabled });
}
