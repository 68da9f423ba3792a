import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { memberDetailQueryOptions } from './member-detail';

export type MemberActionInput = { member: number; reason: string };
export type MemberAction = 'endSessions' | 'resendActivation';

const URLS: Record<MemberAction, string> = {
  endSessions: '/api/staff/member-sessions.php',
  resendActivation: '/api/staff/activation-mail.php',
};

/** POST /api/staff/member-sessions.php or /api/staff/activation-mail.php {member, reason}. */
export const runMemberAction = (action: MemberAction, input: MemberActionInput) => http<unknown>(URLS[action], { method: 'POST', body: input });

export function useMemberAction(action: MemberAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemberActionInput) => runMemberAction(action, input),
    onSuccess: (_, input) => queryClient.invalidateQueries({ queryKey: memberDetailQueryOptions(input.member).queryKey }),
  });
}
