import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/api/query-keys';
import { ownProfileQueryKey } from './query-keys';

/** After a photo change: the editor's photos and the member's main image (navigation, alerts). */
export function refreshOwnData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ownProfileQueryKey }), queryClient.invalidateQueries({ queryKey: userQueryKey })]);
}
