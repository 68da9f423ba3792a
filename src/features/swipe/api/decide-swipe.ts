import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HttpError, http } from '@/lib/http-client';
import { likesQueryKey } from '@/lib/api/query-keys';
import type { SwipeDecisionInput } from '@/shared/schemas/swipe';
import type { SwipeCardsDto, SwipeDecisionDto } from '@/shared/types/swipe';
import { swipeCardsQueryKey } from './query-keys';

const REFILL_BELOW = 3;

const withoutCard = (data: SwipeCardsDto, id: number): SwipeCardsDto => ({ ...data, cards: data.cards.filter((c) => c.id !== id) });

/** POST /api/swipe.php: like or pass the card on top. */
export function decideSwipe(input: SwipeDecisionInput): Promise<SwipeDecisionDto> {
  return http<SwipeDecisionDto>('/api/swipe.php', { method: 'POST', body: input });
}

/** Takes the decided card off the stack and keeps the likes counter in step with the server. */
export function useDecideSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSwipe,
    onSuccess: (answer, input) => {
      queryClient.setQueryData<SwipeCardsDto>(
        swipeCardsQueryKey,
        (old) => old && { ...withoutCard(old, input.profile), likes_left: answer.likes_left, resets_at: answer.resets_at },
      );
      // Running low: fetch the next cards (the server leaves out every card already decided).
      const left = queryClient.getQueryData<SwipeCardsDto>(swipeCardsQueryKey)?.cards.length ?? 0;
      if (left < REFILL_BELOW) void queryClient.invalidateQueries({ queryKey: swipeCardsQueryKey });
      if (input.decision === 'like') void queryClient.invalidateQueries({ queryKey: likesQueryKey });
    },
    onError: (error, input) => {
      // The member went away (hidden, blocked, deleted) since the cards came: take the card off too.
      if (error instanceof HttpError && error.status === 404) {
        queryClient.setQueryData<SwipeCardsDto>(swipeCardsQueryKey, (old) => old && withoutCard(old, input.profile));
      }
    },
  });
}
