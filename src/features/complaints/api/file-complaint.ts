import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { ComplaintInput, ComplaintReceipt } from '@/shared/schemas/complaint';

/** POST /api/complaint.php: a notice to moderation, answered with its reference. */
export function fileComplaint(input: ComplaintInput): Promise<ComplaintReceipt> {
  return http<ComplaintReceipt>('/api/complaint.php', { method: 'POST', body: input });
}

export function useFileComplaint() {
  return useMutation({ mutationFn: fileComplaint });
}
