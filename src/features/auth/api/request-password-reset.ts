import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

/** POST /api/reset-password.php {email}: mails a reset link (404 email_not_found, 429 reset_limit). */
export async function requestPasswordReset(input: { email: string }): Promise<void> {
  await http('/api/reset-password.php', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
