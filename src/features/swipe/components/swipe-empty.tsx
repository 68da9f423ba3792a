'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { paths } from '@/shared/paths';

/** No cards left to swipe: say so and offer the search and the match finder. */
export function SwipeEmpty() {
  const t = useTranslations('SwipeGame');
  return (
    <section className="text-center py-5 px-3 bg-white rounded-4 shadow-sm">
      <div className="display-5 text-body-tertiary mb-2">
        <i className="bi bi-stars" aria-hidden />
      </div>
      <h2 className="h4 fw-bold">{t('emptyTitle')}</h2>
      <p className="text-body-secondary">{t('emptyText')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link href={paths.members.search()} className="btn btn-primary">
          {t('limitSearch')}
        </Link>
        <Link href={paths.matchFinder} className="btn btn-outline-dark">
          {t('matchFinderLink')}
        </Link>
      </div>
    </section>
  );
}
