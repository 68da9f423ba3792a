import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { DirectDebitCodeInput } from '@/shared/schemas/direct-debit';
import type { DirectDebitCodeDto } from '@/shared/types/direct-debit';

/** POST /api/directdebit-code.php: checks the form and texts a one-time code (403 barred or over the limit). */
export async function sendDirectDebitCode(input: DirectDebitCodeInput): Promise<DirectDebitCodeDto> {
  return http<DirectDebitCodeDto>('/api/directdebit-code.php', { method: 'POST', body: input });
}

export function useSendDirectDebitCode() {
  return useMutation({ mutationFn: sendDirectDebitCode });
}
