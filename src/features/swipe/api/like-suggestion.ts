import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { likesQueryKey } from '@/lib/api/query-keys';
import type { FinderLikeInput } from '@/shared/schemas/swipe';
import type { FinderLikeDto } from '@/shared/types/swipe';

/** POST /api/match-finder.php: like a suggestion (not counted as a swipe). */
export function likeSuggestion(input: FinderLikeInput): Promise<FinderLikeDto> {
  return http<FinderLikeDto>('/api/match-finder.php', { method: 'POST', body: input });
}

export function useLikeSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeSuggestion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: likesQueryKey }),
  });
}
