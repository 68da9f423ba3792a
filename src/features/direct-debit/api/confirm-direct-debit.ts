import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { DirectDebitConfirmInput } from '@/shared/schemas/direct-debit';
import type { DirectDebitOrderDto } from '@/shared/types/direct-debit';
import { userQueryKey } from '@/lib/api/query-keys';

/** POST /api/directdebit.php: the form with the code from the SMS; stores the mandate and places the order. */
export async function confirmDirectDebit(input: DirectDebitConfirmInput): Promise<DirectDebitOrderDto> {
  return http<DirectDebitOrderDto>('/api/directdebit.php', { method: 'POST', body: input });
}

export function useConfirmDirectDebit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmDirectDebit,
    // Credits and premium follow once the payment is collected; the member is refetched from then on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
