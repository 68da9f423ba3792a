'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useBannerExpanded } from '@/components/layout/banners/use-banner-expanded';
import { BannerToggle } from '@/components/layout/banners/banner-toggle';
import type { VisibleTimeBonus } from '../hooks/use-time-bonus-countdown';
import { formatCountdown } from '../countdown';
import type { DiscountCodeDto } from '@/shared/types/payments';
import styles from './offer-banner.module.scss';
import { paths } from '@/shared/paths';

const DETAILS_ID = 'offer-banner-action';

type Props = { timeBonus: VisibleTimeBonus | null; welcome: DiscountCodeDto | null };

/**
 * §4 top banner of the members area: the time bonus with its countdown while it runs, else the
 * welcome discount (§2 welcome-bonus banner); both lead to /credits. On a phone it takes one line,
 * like the §4 warning banners (BannerShell): the offer, cut short if need be, and the countdown,
 * which always shows; the member opens it for the whole text and the action.
 */
export function OfferBannerView({ timeBonus, welcome }: Props) {
  const t = useTranslations('TimeBonus');
  const [expanded, toggle] = useBannerExpanded('offer');
  const oneLine = expanded ? '' : styles.oneLine;
  return (
    <div className="bg-primary-subtle text-primary-emphasis border-bottom border-primary-subtle" role="region" aria-label={t('bannerLabel')}>
      <div className="container-xl d-flex flex-wrap flex-md-nowrap align-items-center justify-content-md-center column-gap-2 column-gap-md-3 row-gap-2 py-2 small">
        <i className="bi bi-gift fs-5" aria-hidden />
        <div className={`d-flex align-items-baseline gap-2 flex-grow-1 flex-md-grow-0 ${styles.text}`}>
          {timeBonus ? (
            <>
              <strong className={`flex-grow-1 ${oneLine}`}>{t('bannerTitle', { percent: timeBonus.bonus.value_percentage / 100 })}</strong>
              <span className="text-nowrap">
                <span className={expanded ? '' : 'd-none d-md-inline'}>{t('endsIn')} </span>
                <time className="font-monospace fw-bold">{formatCountdown(timeBonus.seconds)}</time>
              </span>
            </>
          ) : (
            <span className={`flex-grow-1 ${oneLine}`}>{t('welcomeBanner', { percent: welcome!.percentage / 100, code: welcome!.code })}</span>
          )}
        </div>
        <BannerToggle expanded={expanded} onToggle={toggle} controls={DETAILS_ID} className={styles.toggle} />
        <div id={DETAILS_ID} className={`${expanded ? '' : 'd-none'} d-md-block ${styles.action}`}>
          <Link href={paths.credits.packages} className="btn btn-sm btn-primary text-nowrap">
            {t('action')}
          </Link>
        </div>
      </div>
    </div>
  );
}
