'use client';
import type { MouseEvent } from 'react';
import { useTranslations } from 'next-intl';

/** No exact results: say so and offer a way out instead of a blank page. */
export function MembersEmpty({ clearHref, onClear }: { clearHref: string; onClear: () => void }) {
  const t = useTranslations('MembersPage');
  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClear();
  };
  return (
    <div className="text-center py-5 px-3 bg-white rounded-3 shadow-sm">
      <div className="display-6 text-body-tertiary mb-2">
        <i className="bi bi-search-heart" aria-hidden />
      </div>
      <h3 className="h5 fw-bold">{t('emptyTitle')}</h3>
      <p className="text-body-secondary">{t('emptyText')}</p>
      <a href={clearHref} onClick={clear} className="btn btn-outline-dark">
        {t('clearFilters')}
      </a>
    </div>
  );
}
