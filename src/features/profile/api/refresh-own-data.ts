import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/api/current-user';
import { ownProfileQueryKey } from './get-own-profile';

/** After a photo change: the editor's photos and the member's main image (navigation, alerts). */
export function refreshOwnData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }),
    queryClient.invalidateQueries({ queryKey: userQueryKey }),
  ]);
}
