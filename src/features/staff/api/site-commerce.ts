import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { DiscountCodeCreateInput, DiscountCodeUpdateInput, PackageCreateInput, PackageUpdateInput } from '@/shared/schemas/staff-commerce';
import type { StaffDiscountCodeDto, StaffDiscountCodeUseDto, StaffPackageDto } from '@/shared/types/staff-commerce';
import { staffKeys } from '../query-keys';

const PACKAGES_URL = '/api/staff/packages.php';
const CODES_URL = '/api/staff/discount-codes.php';

/** GET /api/staff/packages.php?site= (admins). */
export const sitePackagesQuery = (siteId: number) =>
  queryOptions({
    queryKey: staffKeys.sitePackages(siteId),
    queryFn: async () => (await http<{ packages: StaffPackageDto[] }>(`${PACKAGES_URL}?site=${siteId}`)).packages,
  });

/** GET /api/staff/discount-codes.php?site= (admins). */
export const siteCodesQuery = (siteId: number) =>
  queryOptions({
    queryKey: staffKeys.siteCodes(siteId),
    queryFn: async () => (await http<{ codes: StaffDiscountCodeDto[] }>(`${CODES_URL}?site=${siteId}`)).codes,
  });

/** GET /api/staff/discount-codes.php?id= (admins): who used the code. */
export const codeUsesQuery = (codeId: number) =>
  queryOptions({
    queryKey: staffKeys.codeUses(codeId),
    queryFn: async () => (await http<{ 'discount-code-uses': StaffDiscountCodeUseDto[] }>(`${CODES_URL}?id=${codeId}`))['discount-code-uses'],
  });

export const useSitePackages = (siteId: number) => useQuery(sitePackagesQuery(siteId));
export const useSiteCodes = (siteId: number) => useQuery(siteCodesQuery(siteId));
export const useCodeUses = (codeId: number) => useQuery(codeUsesQuery(codeId));

/** POST or PUT /api/staff/packages.php (admins), then the site's list again. */
export function useSavePackage(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PackageCreateInput | PackageUpdateInput) =>
      http<{ package: StaffPackageDto }>(PACKAGES_URL, { method: 'id' in input ? 'PUT' : 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitePackagesQuery(siteId).queryKey }),
  });
}

/** POST or PUT /api/staff/discount-codes.php (admins), then the site's list again. */
export function useSaveCode(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountCodeCreateInput | DiscountCodeUpdateInput) =>
      http<{ code: StaffDiscountCodeDto }>(CODES_URL, { method: 'id' in input ? 'PUT' : 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteCodesQuery(siteId).queryKey }),
  });
}
