import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { ModerationQueueDto } from '@/shared/types/moderation';
import { staffKeys } from '../query-keys';

/** GET /api/staff/reports.php: the open reports and notices, most urgent first (moderators, admins). */
export const getModerationQueue = () => http<ModerationQueueDto>('/api/staff/reports.php');

export const getModerationQueueQueryOptions = () => queryOptions({ queryKey: staffKeys.moderation, queryFn: getModerationQueue, staleTime: 30_000 });

export function useModerationQueue() {
  return useQuery(getModerationQueueQueryOptions());
}
