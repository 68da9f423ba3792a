import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { OwnProfileDto } from '@/shared/types/api';
import { ownProfileQueryKey } from './query-keys';

/** GET /api/profile.php: the member's own profile with every photo and the photo limit. */
export async function getOwnProfile(): Promise<OwnProfileDto> {
  return (await http<{ profile: OwnProfileDto }>('/api/profile.php')).profile;
}

export const getOwnProfileQueryOptions = () => queryOptions({ queryKey: ownProfileQueryKey, queryFn: getOwnProfile });

export function useOwnProfile() {
  return useQuery(getOwnProfileQueryOptions());
}
