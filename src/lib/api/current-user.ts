import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, isApiError } from '@/lib/http-client';
import type { UserDto } from '@/shared/types/api';
import { userQueryKey } from './query-keys';

/** GET /api/user.php: the signed-in member, or null when logged out (403 authentication_required). */
export async function getUser(): Promise<UserDto | null> {
  try {
    return (await http<{ user: UserDto }>('/api/user.php')).user;
  } catch (err) {
    if (isApiError(err, 'authentication_required')) return null;
    throw err;
  }
}

export const getUserQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: getUser });

export function useUser() {
  return useQuery(getUserQueryOptions());
}
