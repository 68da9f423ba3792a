import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { http } from '@/lib/http-client';
import type { RegionDto } from '@/shared/types/api';

export type RegionsDto = { regions: RegionDto[]; types: Record<string, string> };

/** GET /api/regions.php?country=: the regions of one country, named and sorted in the visitor's language. */
export function getRegions(country: string): Promise<RegionsDto> {
  return http<RegionsDto>('/api/regions.php', { query: { country } });
}

// The names depend on the language, so a language switch must not reuse the cached list.
export const getRegionsQueryKey = (country: string, locale: string) => ['regions', country, locale] as const;

export const getRegionsQueryOptions = (country: string, locale: string) =>
  queryOptions({ queryKey: getRegionsQueryKey(country, locale), queryFn: () => getRegions(country), staleTime: Infinity });

export function useRegions(country: string) {
  const locale = useLocale();
  return useQuery({ ...getRegionsQueryOptions(country, locale), enabled: Boolean(country) });
}
