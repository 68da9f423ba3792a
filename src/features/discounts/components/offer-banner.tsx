'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useVisibleTimeBonus } from '../hooks/use-time-bonus-countdown';
import { useWelcomeDiscount } from '../api/get-welcome-discount';
import { formatCountdown } from '../countdown';
import { inMembersArea } from '../members-area';

/**
 * §4 top banner of the members area: the time bonus with its countdown while it runs, else the
 * welcome discount (§2 welcome-bonus banner); both lead to /credits.
 */
export function OfferBanner() {
  const t = useTranslations('TimeBonus');
  const inArea = inMembersArea(usePathname());
  const timeBonus = useVisibleTimeBonus();
  const welcome = useWelcomeDiscount();
  if (!inArea || (!timeBonus && !welcome)) return null;
  return (
    <div className="bg-primary-subtle text-primary-emphasis border-bottom border-primary-subtle" role="region" aria-label={t('bannerLabel')}>
      <div className="container-xl d-flex align-items-center justify-content-center gap-2 gap-sm-3 py-2 small">
        <i className="bi bi-gift fs-5 d-none d-sm-inline" aria-hidden />
        {timeBonus ? (
          <span className="flex-grow-1 flex-sm-grow-0">
            <strong>{t('bannerTitle', { percent: timeBonus.bonus.value_percentage })}</strong>{' '}
            <span className="text-nowrap">
              {t('endsIn')} <time className="font-monospace fw-bold">{formatCountdown(timeBonus.seconds)}</time>
            </span>
          </span>
        ) : (
          <span className="flex-grow-1 flex-sm-grow-0">{t('welcomeBanner', { percent: welcome!.percentage, code: welcome!.code })}</span>
        )}
        <Link href="/credits" className="btn btn-sm btn-primary text-nowrap">
          {t('action')}
        </Link>
      </div>
    </div>
  );
}
