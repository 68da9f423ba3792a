import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import { companyInfoQueryKey } from './query-keys';
import type { CompanyInfoDto } from '@/shared/types/payments';

/** GET /api/companyinfo.php: the company behind the site (legal pages, checkout). */
export function getCompanyInfo(): Promise<CompanyInfoDto> {
  return http<CompanyInfoDto>('/api/companyinfo.php');
}

// §7: loaded once and kept for the visit.
export const getCompanyInfoQueryOptions = () => queryOptions({ queryKey: companyInfoQueryKey, queryFn: getCompanyInfo, staleTime: Infinity, gcTime: Infinity });

export function useCompanyInfo() {
  return useQuery(getCompanyInfoQueryOptions());
}
