import type { QueryClient } from '@tanstack/react-query';
// The signed-in member's cache is app-wide; it lives in the auth feature until it moves to src/lib.
// eslint-disable-next-line import/no-restricted-paths -- see above
import { userQueryKey } from '@/features/auth/api/get-user';
import { ownProfileQueryKey } from './get-own-profile';

/** After a photo change: the editor's photos and the member's main image (navigation, alerts). */
export function refreshOwnData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}
