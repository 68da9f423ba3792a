'use client';
import { useTranslations } from 'next-intl';
import { isApiError } from '@/lib/http-client';
import { useSearchMembers } from '../api/search-members';
import { totalPages } from '../utils/paging';
import type { SearchQuery } from '../utils/search-query';
import { MemberGrid } from './member-grid';
import { MemberGridSkeleton } from './member-grid-skeleton';
import { MembersEmpty } from './members-empty';
import { MembersPagination } from './members-pagination';
import { MembersPastEnd } from './members-past-end';
import { SearchSignupCta } from './search-signup-cta';
import styles from './members.module.css';

type Props = {
  query: SearchQuery;
  pageHref: (page: number) => string;
  onPage: (page: number) => void;
  clearHref: string;
  onClear: () => void;
};

export function MembersResults({ query, pageHref, onPage, clearHref, onClear }: Props) {
  const t = useTranslations('MembersPage');
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = useSearchMembers(query);

  if (isApiError(error, 'authentication_required')) return <SearchSignupCta />;
  if (error && !data) {
    return (
      <div className="alert alert-danger d-flex align-items-center justify-content-between gap-3" role="alert">
        <span>{error.message}</span>
        <button className="btn btn-outline-danger btn-sm" type="button" onClick={() => refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const busy = isPending || (isPlaceholderData && isFetching);
  const lastPage = data ? totalPages(data.numResults, data.perPage) : 1;
  // Members found, but not on this page: a page number past the last one.
  const pastEnd = Boolean(data && data.profiles.length === 0 && data.numResults > 0);
  // The count stands above the members only; the empty states say themselves that there are none here.
  const countShown = isPending || (data?.profiles.length ?? 0) > 0;
  return (
    <section aria-labelledby="results-title" aria-busy={busy}>
      <h2 id="results-title" className="visually-hidden">
        {t('resultsHeading')}
      </h2>
      <p className={`fw-semibold mb-3 ${countShown ? '' : 'visually-hidden'}`} aria-live="polite">
        {isPending ? t('loading') : pastEnd ? t('pastEndTitle') : t(data.numResultsCapped ? 'resultsCountCapped' : 'resultsCount', { count: data.numResults })}
      </p>
      {isPending ? (
        <MemberGridSkeleton />
      ) : (
        <div className={busy ? styles.dimmed : undefined}>
          {data.profiles.length > 0 ? (
            <MemberGrid members={data.profiles} partners={data.partners} aboveFold />
          ) : pastEnd ? (
            <MembersPastEnd lastPage={lastPage} lastPageHref={pageHref(lastPage)} onLastPage={() => onPage(lastPage)} />
          ) : (
            <MembersEmpty clearHref={clearHref} onClear={onClear} />
          )}
          {!pastEnd && <MembersPagination page={data.page} total={lastPage} hrefFor={pageHref} onNavigate={onPage} />}
          {data.similar.length > 0 && (
            <section aria-labelledby="similar-title" className="mt-5">
              <h2 id="similar-title" className="h4 fw-bold mb-1">
                {t('similarTitle')}
              </h2>
              <p className="text-body-secondary">{t('similarIntro')}</p>
              <MemberGrid members={data.similar} />
            </section>
          )}
        </div>
      )}
    </section>
  );
}
