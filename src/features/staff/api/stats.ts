import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { StatsDto, StatsRecomputeDto } from '@/shared/types/stats';
import type { StatsFilter } from '../stats-filter';
import { staffKeys } from '../query-keys';

const STATS_API = '/api/staff/stats.php';

/** GET /api/staff/stats.php: the range's figures from the daily rollup; the last answer stays while a new one loads. */
export function useStats(filter: StatsFilter) {
  return useQuery({
    queryKey: staffKeys.stats(filter),
    queryFn: () => http<StatsDto>(STATS_API, { query: filter }),
    placeholderData: keepPreviousData,
  });
}

/** The same figures as a CSV download (the browser follows the link with the staff cookie). */
export function statsCsvUrl(filter: StatsFilter): string {
  const params = new URLSearchParams({ from: filter.from, to: filter.to, format: 'csv' });
  if (filter.site) params.set('site', filter.site);
  return `${STATS_API}?${params.toString()}`;
}

/** POST /api/staff/stats.php: counts the days again now, then every statistics view reloads. */
export function useRecomputeStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: { from: string; to: string }) => http<StatsRecomputeDto>(STATS_API, { method: 'POST', body: range }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.statsAll }),
  });
}
