import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';

export type ChangePasswordInput = { old_password: string; password: string; password_repeat: string };

/** PUT /api/password.php: a new password; the member's other sessions end, this one stays. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await http<{ ok: true }>('/api/password.php', { method: 'PUT', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
