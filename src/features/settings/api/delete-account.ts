import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { DeletionReason } from '@/shared/constants';

export type DeleteAccountInput = { reason: DeletionReason; remarks: string; password: string };

/** POST /api/delete-account.php: deletes the account (14 days to regret); 422 on a wrong password. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await http('/api/delete-account.php', { method: 'POST', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
