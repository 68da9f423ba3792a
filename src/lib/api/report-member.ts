import { useMutation } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { ReportReason } from '@/shared/schemas/safety';

export type ReportMemberInput = { profile: number; reason: ReportReason; text: string };

/** POST /api/report.php { profile, reason, text }: a report for moderation; a repeat the same day is answered the same. */
export async function reportMember(input: ReportMemberInput): Promise<void> {
  await http('/api/report.php', { method: 'POST', body: input });
}

export function useReportMember() {
  return useMutation({ mutationFn: reportMember });
}
