import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { PackagesDto } from '@/shared/types/payments';
import { packagesQueryKey } from './query-keys';

/** GET /api/packages.php: the packages of the member's payment country, or of `country` for visitors. */
export function getPackages(country?: string | null): Promise<PackagesDto> {
  return http<PackagesDto>('/api/packages.php', { query: { country } });
}

export const getPackagesQueryOptions = (country?: string | null) => queryOptions({ queryKey: packagesQueryKey(country), queryFn: () => getPackages(country) });

export function usePackages(country?: string | null) {
  return useQuery(getPackagesQueryOptions(country));
}
