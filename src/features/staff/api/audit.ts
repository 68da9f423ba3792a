import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { AuditListDto } from '@/shared/types/staff';
import type { AuditFilter } from '../audit-filter';
import { staffKeys } from '../query-keys';

/** GET /api/staff/audit.php: newest first; "Older" pages back with `next_before`. */
export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: staffKeys.audit(filter),
    queryFn: ({ pageParam }) => http<AuditListDto>('/api/staff/audit.php', { query: { ...filter, before: pageParam } }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}
