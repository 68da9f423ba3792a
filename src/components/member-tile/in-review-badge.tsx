'use client';
import { useTranslations } from 'next-intl';

/**
 * "wordt beoordeeld": a photo awaiting a moderator on a site with pre-moderation. Only its owner is
 * ever sent such a photo, so the badge shows on their own pages alone.
 */
export function InReviewBadge({ className = '' }: { className?: string }) {
  const t = useTranslations('PhotoManager');
  return (
    <span className={`badge text-bg-warning ${className}`} title={t('inReviewHint')}>
      <i className="bi bi-hourglass-split me-1" aria-hidden />
      {t('inReview')}
    </span>
  );
}
