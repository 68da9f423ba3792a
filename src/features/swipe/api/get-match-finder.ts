import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { MatchFinderDto } from '@/shared/types/swipe';
import { matchFinderQueryKey } from './query-keys';

/** GET /api/match-finder.php: members who suit the member, with the reasons. */
export function getMatchFinder(): Promise<MatchFinderDto> {
  return http<MatchFinderDto>('/api/match-finder.php');
}

export const matchFinderQueryOptions = () => queryOptions({ queryKey: matchFinderQueryKey, queryFn: getMatchFinder });

export function useMatchFinder() {
  return useQuery(matchFinderQueryOptions());
}
