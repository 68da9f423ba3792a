import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { likesQueryKey } from '@/lib/api/query-keys';
import type { LikesDto } from '@/shared/types/social';
import type { LikesTab } from '../likes-tabs';
import { LikesPage } from './likes-page';

/** The likes page with the likes the server read already in the cache, so the first paint shows them. */
export function LikesRoute({ tab, likes }: { tab: LikesTab; likes: LikesDto }) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(likesQueryKey, likes);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <LikesPage tab={tab} />
    </HydrationBoundary>
  );
}
