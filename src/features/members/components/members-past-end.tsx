'use client';
import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';

type Props = { lastPage: number; lastPageHref: string; onLastPage: () => void };

/**
 * A page number past the last page of results (an old link, an edited address): the search found
 * members, just not this many pages of them. Say so and lead to the last page, with no count.
 */
export function MembersPastEnd({ lastPage, lastPageHref, onLastPage }: Props) {
  const t = useTranslations('MembersPage');
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onLastPage();
  };
  return (
    <div className="text-center py-5 px-3 bg-white rounded-3 shadow-sm">
      <div className="display-6 text-body-tertiary mb-2">
        <i className="bi bi-search-heart" aria-hidden />
      </div>
      <h3 className="h5 fw-bold">{t('pastEndTitle')}</h3>
      <p className="text-body-secondary">{t('pastEndText', { last: lastPage })}</p>
      <a href={lastPageHref} onClick={go} className="btn btn-outline-dark">
        {t('toLastPage')}
      </a>
    </div>
  );
}
