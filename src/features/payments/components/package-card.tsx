'use client';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { discountedPrice } from '@/shared/discounts';
import type { OfferDto, PackageDto } from '@/shared/types/payments';
import { useMoney } from '../hooks/use-money';
import { offerPrice } from '../utils/offer-price';
import { PackagePrice } from './package-price';
import styles from './payments.module.scss';

type Props = { pkg: PackageDto; href: string | null; offer?: OfferDto | null };

/**
 * One credit package: credits, price, price per message; the intro offer stands out. A running offer
 * shows on it as the old and the new price, the price the order is charged.
 */
export function PackageCard({ pkg, href, offer = null }: Props) {
  const t = useTranslations('CreditsPage');
  const money = useMoney();
  const format = useFormatter();
  const reduced = offerPrice(pkg, offer);
  const perMessage = reduced === null ? pkg.price_per_message : discountedPrice(pkg.price_per_message, offer!.percentage);
  return (
    <article className={`card h-100 text-center shadow-sm ${styles.package} ${pkg.is_intro ? styles.highlight : ''}`} aria-labelledby={`package-${pkg.id}`}>
      {pkg.is_intro && <span className={`badge ${styles.ribbon}`}>{t('introOffer')}</span>}
      <div className="card-body d-flex flex-column pt-4">
        {/* Packages hold many credits (≥ 25): the word is the plural that goes with such numbers. */}
        <h3 id={`package-${pkg.id}`} className="mb-2">
          <span className="d-block fs-2 fw-bold lh-1">{format.number(pkg.credits)}</span>{' '}
          <span className="d-block fs-6 fw-normal text-body-secondary">{t('creditsUnit')}</span>
        </h3>
        <PackagePrice price={pkg.price} offerPrice={reduced} currency={pkg.currency} />
        <p className="small text-body-secondary mb-3">{t('perMessage', { price: money(perMessage, pkg.currency) })}</p>
        {href && (
          <Link href={href} className={`btn ${pkg.is_intro ? 'btn-primary' : 'btn-outline-primary'} mt-auto`} aria-describedby={`package-${pkg.id}`}>
            {t('choose')}
          </Link>
        )}
      </div>
    </article>
  );
}
