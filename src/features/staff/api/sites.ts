import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { SiteCreateInput, SiteUpdateInput } from '@/shared/schemas/staff-sites';
import type { StaffSiteDto, StaffSiteSummaryDto } from '@/shared/types/staff-sites';
import { staffKeys } from '../query-keys';

const SITES_URL = '/api/staff/sites.php';
const LOGOS_URL = '/api/staff/site-logos.php';

/** GET /api/staff/sites.php (admins): every site. */
export const sitesQuery = () =>
  queryOptions({ queryKey: staffKeys.sites, queryFn: async () => (await http<{ sites: StaffSiteSummaryDto[] }>(SITES_URL)).sites });

/** GET /api/staff/sites.php?id= (admins): one site with all its settings. */
export const siteQuery = (id: number) =>
  queryOptions({ queryKey: staffKeys.site(id), queryFn: async () => (await http<{ site: StaffSiteDto }>(`${SITES_URL}?id=${id}`)).site });

export const useSites = () => useQuery(sitesQuery());
export const useSite = (id: number) => useQuery(siteQuery(id));

/** After a change: the list again, and the site's own entry straight from the answer. */
function useSiteSaved() {
  const queryClient = useQueryClient();
  return (site: StaffSiteDto) => {
    queryClient.setQueryData(siteQuery(site.id).queryKey, site);
    return queryClient.invalidateQueries({ queryKey: sitesQuery().queryKey, exact: true });
  };
}

/** POST /api/staff/sites.php (admins). */
export function useCreateSite() {
  const saved = useSiteSaved();
  return useMutation({
    mutationFn: async (input: SiteCreateInput) => (await http<{ site: StaffSiteDto }>(SITES_URL, { method: 'POST', body: input })).site,
    onSuccess: saved,
  });
}

/** PUT /api/staff/sites.php (admins): only the fields sent change. */
export function useUpdateSite() {
  const saved = useSiteSaved();
  return useMutation({
    mutationFn: async (input: SiteUpdateInput) => (await http<{ site: StaffSiteDto }>(SITES_URL, { method: 'PUT', body: input })).site,
    onSuccess: saved,
  });
}

/** POST /api/staff/site-logos.php (admins): a new logo, set on the site at once. */
export function useUploadSiteLogo(siteId: number) {
  const saved = useSiteSaved();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.set('site', String(siteId));
      form.set('photo', file);
      return (await http<{ site: StaffSiteDto }>(LOGOS_URL, { method: 'POST', body: form })).site;
    },
    onSuccess: saved,
  });
}
