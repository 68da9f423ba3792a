import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

export type RequestMailChangeInput = { email: string; password: string };

/** POST /api/mail-change.php: mails a confirmation link to the new address; the old one stays until then. */
export async function requestMailChange(input: RequestMailChangeInput): Promise<void> {
  await http<{ ok: true }>('/api/mail-change.php', { method: 'POST', body: input });
}

export function useRequestMailChange() {
  return useMutation({ mutationFn: requestMailChange });
}
