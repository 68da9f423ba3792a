import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { CreditAdjustmentDto } from '@/shared/types/staff-members';
import { memberDetailQueryOptions } from './member-detail';

export type CreditAdjustmentInput = { member: number; delta: number; reason: string; idempotency_key: string };

/** POST /api/staff/credits.php: the same key answers the first result again, so a retry never counts twice. */
export const adjustCredits = (input: CreditAdjustmentInput) =>
  http<CreditAdjustmentDto>('/api/staff/credits.php', { method: 'POST', body: input, idempotent: true });

export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSuccess: (_, input) => queryClient.invalidateQueries({ queryKey: memberDetailQueryOptions(input.member).queryKey }),
  });
}
