import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

/** POST /api/activate.php: mails a fresh activation link to the signed-in, unconfirmed member. */
export async function resendActivation(): Promise<void> {
  await http('/api/activate.php', { method: 'POST' });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
