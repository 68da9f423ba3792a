'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { STAFF_MODERATION_PHOTOS } from '../../paths';

/** The way from the report queue to the photo review queue. */
export function PhotoReviewLink() {
  const t = useTranslations('Staff');
  return (
    <Link href={STAFF_MODERATION_PHOTOS} className="btn btn-outline-secondary btn-sm float-end">
      <i className="bi bi-images me-1" aria-hidden />
      {t('photoReview.navLink')}
    </Link>
  );
}
