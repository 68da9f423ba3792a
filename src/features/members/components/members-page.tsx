'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchState } from '../hooks/use-search-state';
import type { SearchFilters } from '../utils/search-query';
import { FiltersSummary } from './filters-summary';
import { MembersResults } from './members-results';
import { SearchFiltersForm } from './search-filters-form';
import { SearchSignupCta } from './search-signup-cta';

/** §2 /members: the search, home of logged-in members. The first page arrives server-rendered. */
type Props = { searchAllowed: boolean; defaults: Partial<SearchFilters> };

export function MembersPage({ searchAllowed, defaults }: Props) {
  const t = useTranslations('MembersPage');
  const tFilters = useTranslations('SearchFilters');
  const search = useSearchState(defaults);
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <div className="container py-4">
      <div className="d-flex align-items-center justify-content-between mb-3">
        <h1 className="h3 fw-bold mb-0">{t('title')}</h1>
        {searchAllowed && (
          <button
            className="btn btn-outline-dark btn-sm d-md-none"
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            <i className="bi bi-sliders me-1" aria-hidden />
            {tFilters('toggle')}
          </button>
        )}
      </div>
      {searchAllowed ? (
        <>
          {!filtersOpen && <FiltersSummary filters={search.filters} className="d-md-none" />}
          <div id="search-filters" className={`card border-0 shadow-sm p-3 mb-4 ${filtersOpen ? '' : 'd-none d-md-block'}`}>
            <SearchFiltersForm
              key={search.filtersKey}
              filters={search.filters}
              onApply={(filters) => {
                setFiltersOpen(false);
                search.apply(filters);
              }}
            />
          </div>
          <MembersResults query={search.query} pageHref={search.pageHref} onPage={search.goToPage} clearHref={search.clearHref} onClear={search.clear} />
        </>
      ) : (
        <SearchSignupCta />
      )}
    </div>
  );
}
