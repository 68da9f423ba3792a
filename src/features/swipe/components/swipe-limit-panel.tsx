'use client';
import Link from 'next/link';
import { useNow, useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { resetTimeValues } from '../utils/reset-time';
import { SWIPE_LIKES_PER_DAY } from '@/shared/constants';
import { paths } from '@/shared/paths';

/** §9: today's likes are used up; says when they come back, that passing goes on, and where to go meanwhile. */
export function SwipeLimitPanel({ resetsAt }: { resetsAt: string }) {
  const t = useTranslations('SwipeGame');
  const dates = useDateFormat();
  const now = useNow();
  const reset = resetTimeValues(resetsAt, now, dates.audience);
  return (
    <section className="text-center py-4 px-3 mb-4 bg-white rounded-4 shadow-sm" aria-labelledby="swipe-limit-title" data-testid="swipe-limit">
      <div className="display-5 text-primary mb-2">
        <i className="bi bi-hourglass-split" aria-hidden />
      </div>
      <h2 id="swipe-limit-title" className="h4 fw-bold">
        {t('limitTitle')}
      </h2>
      <p className="mb-1">{t('limitText', { count: SWIPE_LIKES_PER_DAY })}</p>
      <p className="text-body-secondary">
        {t('limitResets', reset)} {t('limitPassOn')}
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-3">
        <Link href={paths.members.search()} className="btn btn-primary">
          <i className="bi bi-search me-2" aria-hidden />
          {t('limitSearch')}
        </Link>
        <Link href={paths.likes.list} className="btn btn-outline-dark">
          <i className="bi bi-heart me-2" aria-hidden />
          {t('limitLikes')}
        </Link>
      </div>
    </section>
  );
}
