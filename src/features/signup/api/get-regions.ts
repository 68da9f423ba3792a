import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { RegionDto } from '@/shared/types/api';

/** GET /api/regions.php?country=XX: the regions of one country (reference data, cached long). */
export async function getRegions(country: string): Promise<RegionDto[]> {
  return (await http<{ regions: RegionDto[] }>('/api/regions.php', { query: { country } })).regions;
}

export const getRegionsQueryOptions = (country: string) =>
  queryOptions({ queryKey: ['regions', country], queryFn: () => getRegions(country), staleTime: Infinity, enabled: Boolean(country) });

export function useRegions(country: string) {
  return useQuery(getRegionsQueryOptions(country));
}
