import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { matchesQueryKey } from './query-keys';
import type { MemberCardDto, MembersSearchDto } from '@/shared/types/api';

export const MATCHES_SHOWN = 6;

/** GET /api/members.php?gender=…: a first look at members of the gender the new member looks for. */
export async function getMatches(gender: string | null): Promise<MemberCardDto[]> {
  const result = await http<MembersSearchDto>('/api/members.php', { query: { gender } });
  return [...result.profiles, ...result.similar].slice(0, MATCHES_SHOWN);
}

export const getMatchesQueryOptions = (gender: string | null) => queryOptions({ queryKey: matchesQueryKey(gender), queryFn: () => getMatches(gender) });

export function useMatches(gender: string | null) {
  return useQuery(getMatchesQueryOptions(gender));
}
