'use client';
import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { OfferDto } from '@/shared/types/payments';

/** Above the packages: which offer is already in their prices, with its code and until when it runs. */
export function OfferNotice({ offer }: { offer: OfferDto }) {
  const t = useTranslations('CreditsPage');
  const dates = useDateFormat();
  return (
    <div className="alert alert-primary d-flex gap-3 align-items-start" role="status" aria-live="polite">
      <i className="bi bi-gift fs-4 lh-1" aria-hidden />
      <div>
        <p className="fw-bold mb-1">{t('offerTitle', { percent: offer.percentage / 100, code: offer.code })}</p>
        <p className="mb-0 small">
          {t('offerApplied')}
          {offer.expires && <> {t('offerValidUntil', { date: dates.dateTime(new Date(offer.expires), { dateStyle: 'medium', timeStyle: 'short' }) })}</>}
        </p>
      </div>
    </div>
  );
}
