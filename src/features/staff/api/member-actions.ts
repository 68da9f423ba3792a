import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { memberDetailQueryOptions } from './member-detail';

export type MemberActionInput = { member: number; reason: string };
export type MemberAction = 'endSessions' | 'resendActivation' | 'barDirectDebit' | 'unbarDirectDebit';

/** Each action's endpoint, and what it sends besides {member, reason}. */
const CALLS: Record<MemberAction, { url: string; extra?: Record<string, unknown> }> = {
  endSessions: { url: '/api/staff/member-sessions.php' },
  resendActivation: { url: '/api/staff/activation-mail.php' },
  barDirectDebit: { url: '/api/staff/directdebit-bar.php', extra: { barred: true } },
  unbarDirectDebit: { url: '/api/staff/directdebit-bar.php', extra: { barred: false } },
};

/** POST /api/staff/member-sessions.php, /api/staff/activation-mail.php or /api/staff/directdebit-bar.php. */
export const runMemberAction = (action: MemberAction, input: MemberActionInput) =>
  http<unknown>(CALLS[action].url, { method: 'POST', body: { ...input, ...CALLS[action].extra } });

export function useMemberAction(action: MemberAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberActionInput) => runMemberAction(action, input),
    onSuccess: (_, input) => queryClient.invalidateQueries({ queryKey: memberDetailQueryOptions(input.member).queryKey }),
  });
}
