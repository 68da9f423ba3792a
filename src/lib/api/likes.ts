import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { likesQueryKey } from '@/lib/api/query-keys';
import { useUser } from '@/lib/api/current-user';
import type { LikesDto } from '@/shared/types/social';

/** GET /api/likes.php (§7): the members this member liked (`profiles`) and who liked them (`liked_by`). */
export async function getLikes(): Promise<LikesDto> {
  return http<LikesDto>('/api/likes.php');
}

export const getLikesQueryOptions = () => queryOptions({ queryKey: likesQueryKey, queryFn: getLikes });

/**
 * The member's likes; asked only while someone is logged in (a visitor has none). `select` picks
 * what a component needs, so a badge re-renders only when its number changes.
 */
export function useLikes<T = LikesDto>(select?: (likes: LikesDto) => T) {
  const { data: user } = useUser();
  return useQuery({ ...getLikesQueryOptions(), enabled: Boolean(user), select });
}

const newLikesOf = (likes: LikesDto) => likes.liked_by.filter((like) => like.like_new).length;

/** §2: the number on the Likes badge: likes received that the member has not opened yet. */
export function useNewLikesCount(): number {
  return useLikes(newLikesOf).data ?? 0;
}
