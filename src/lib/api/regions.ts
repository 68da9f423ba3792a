import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { RegionDto } from '@/shared/types/api';

export type RegionsDto = { regions: RegionDto[]; types: Record<string, string> };

/** GET /api/regions.php?country=: the regions of one country (reference data, cached for good). */
export function getRegions(country: string): Promise<RegionsDto> {
  return http<RegionsDto>('/api/regions.php', { query: { country } });
}

export const getRegionsQueryKey = (country: string) => ['regions', country] as const;

export const getRegionsQueryOptions = (country: string) =>
  queryOptions({ queryKey: getRegionsQueryKey(country), queryFn: () => getRegions(country), staleTime: Infinity });

export function useRegions(country: string) {
  return useQuery({ ...getRegionsQueryOptions(country), enabled: Boolean(country) });
}
