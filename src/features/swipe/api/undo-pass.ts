import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { MemberCardDto } from '@/shared/types/api';
import type { SwipeCardsDto } from '@/shared/types/swipe';
import { swipeCardsQueryKey } from './query-keys';

/** DELETE /api/swipe.php { profile }: takes back a pass. */
export async function undoPass(profile: number): Promise<void> {
  await http('/api/swipe.php', { method: 'DELETE', body: { profile } });
}

/** Takes back the pass on this card and puts it on top of the stack again. */
export function useUndoPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (card: MemberCardDto) => undoPass(card.id),
    onSuccess: (_answer, card) =>
      queryClient.setQueryData<SwipeCardsDto>(swipeCardsQueryKey, (old) => old && { ...old, cards: [card, ...old.cards.filter((c) => c.id !== card.id)] }),
  });
}
