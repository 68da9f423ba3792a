import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { http } from '@/lib/http-client';
import type { RegionDto } from '@/shared/types/api';
import { getRegionsQueryKey } from './query-keys';

export type RegionsDto = { regions: RegionDto[]; types: Record<string, string> };

/** GET /api/regions.php?country=: the regions of one country, named and sorted in the visitor's language. */
export function getRegions(country: string): Promise<RegionsDto> {
  return http<RegionsDto>('/api/regions.php', { query: { country } });
}

export const getRegionsQueryOptions = (country: string, locale: string) =>
  queryOptions({ queryKey: getRegionsQueryKey(country, locale), queryFn: () => getRegions(country), staleTime: Infinity });

export function useRegions(country: string) {
  const locale = useLocale();
  return useQuery({ ...getRegionsQueryOptions(country, locale), enabled: Boolean(country) });
}
