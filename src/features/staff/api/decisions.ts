import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { AppealOutcome, DecisionAction, NoticeGround } from '@/shared/moderation';
import type { AppealsQueueDto, DecisionDto } from '@/shared/types/moderation';
import { staffKeys } from '../query-keys';

export type DecisionInput = { report?: number; member: number; action: DecisionAction; reason: string; ground: NoticeGround; days?: number };
export type AppealAnswerInput = { decision: number; outcome: AppealOutcome; reason: string };

/** POST /api/staff/decision.php: a decision on a queue item (suspend and ban ask for a recent code). */
export const postDecision = (input: DecisionInput) => http<DecisionDto>('/api/staff/decision.php', { method: 'POST', body: input });
/** POST /api/staff/decision-confirm.php: a second moderator puts a ban in force. */
export const confirmBan = (decision: number) => http<DecisionDto>('/api/staff/decision-confirm.php', { method: 'POST', body: { decision } });
/** POST /api/staff/appeal-decision.php: another moderator answers the member's appeal. */
export const answerAppeal = (input: AppealAnswerInput) => http<DecisionDto>('/api/staff/appeal-decision.php', { method: 'POST', body: input });
/** GET /api/staff/appeals.php: bans waiting for a second moderator and appeals waiting for an answer. */
export const getPendingDecisions = () => http<AppealsQueueDto>('/api/staff/appeals.php');

export const pendingDecisionsQueryOptions = () => queryOptions({ queryKey: staffKeys.pendingDecisions, queryFn: getPendingDecisions, staleTime: 30_000 });

export function usePendingDecisions() {
  return useQuery(pendingDecisionsQueryOptions());
}

/** Any of the three changes the queue, the bans waiting and the appeals: all under the moderation key. */
function useModerationMutation<I>(mutationFn: (input: I) => Promise<DecisionDto>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.moderation }) });
}

export const useDecide = () => useModerationMutation(postDecision);
export const useConfirmBan = () => useModerationMutation(confirmBan);
export const useAnswerAppeal = () => useModerationMutation(answerAppeal);
