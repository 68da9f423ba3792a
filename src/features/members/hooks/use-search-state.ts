'use client';
import { useCallback, useEffect, useMemo } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, pageFromParams, toApiQuery, type SearchFilters } from '../utils/search-query';
import { rememberSearch } from '../utils/last-search';

/**
 * The search filters and page, read from the URL. Changes are pushed with the History API: Next keeps
 * useSearchParams in sync without a server round trip, so later pages come from the API hook.
 * `defaults` come from the server render, so server and browser build the same query key.
 */
export function useSearchState(defaults: Partial<SearchFilters>) {
  const params = useSearchParams();
  const pathname = usePathname();
  const filters = useMemo(() => filtersFromParams(params, defaults), [params, defaults]);
  const page = pageFromParams(params);
  const query = useMemo(() => toApiQuery(filters, page), [filters, page]);
  const search = params.toString();
  useEffect(() => rememberSearch(search ? `?${search}` : ''), [search]);

  const hrefFor = useCallback((next: SearchFilters, nextPage: number) => `${pathname}?${filtersToParams(next, nextPage).toString()}`, [pathname]);
  const navigate = useCallback(
    (next: SearchFilters, nextPage: number) => {
      window.history.pushState(null, '', hrefFor(next, nextPage));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [hrefFor],
  );

  return {
    filters,
    page,
    query,
    /** A stable key of the URL's filters: the form resets to them after back/forward. */
    filtersKey: filtersToParams(filters, 1).toString(),
    apply: (next: SearchFilters) => navigate(next, 1),
    goToPage: (nextPage: number) => navigate(filters, nextPage),
    pageHref: (nextPage: number) => hrefFor(filters, nextPage),
    clearHref: hrefFor(EMPTY_FILTERS, 1),
    clear: () => navigate(EMPTY_FILTERS, 1),
  };
}
