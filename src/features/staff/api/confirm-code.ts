import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { staffKeys } from '../query-keys';

/** PUT /api/staff/session.php {otp}: a fresh code, which opens actions that ask for one for 10 minutes. */
export const confirmCode = (otp: string) => http<{ ok: true; code_checked_at: string }>('/api/staff/session.php', { method: 'PUT', body: { otp } });

export function useConfirmCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.session }),
  });
}
