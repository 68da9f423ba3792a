import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

export type AppealRequest = { reference: string; text: string; token?: string };

/** POST /api/appeal.php: the one appeal against a decision, logged in or with the mail's token. */
export const sendAppeal = (input: AppealRequest) => http<{ reference: string; appealed_at: string }>('/api/appeal.php', { method: 'POST', body: input });

export function useSendAppeal() {
  return useMutation({ mutationFn: sendAppeal });
}
