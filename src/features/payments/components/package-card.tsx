'use client';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { PackageDto } from '@/shared/types/payments';
import { useMoney } from '../hooks/use-money';
import styles from './payments.module.scss';

type Props = { pkg: PackageDto; href: string | null };

/** One credit package: credits, price, price per message; the intro offer stands out. */
export function PackageCard({ pkg, href }: Props) {
  const t = useTranslations('CreditsPage');
  const money = useMoney();
  const format = useFormatter();
  return (
    <article className={`card h-100 text-center shadow-sm ${styles.package} ${pkg.is_intro ? styles.highlight : ''}`} aria-labelledby={`package-${pkg.id}`}>
      {pkg.is_intro && <span className={`badge ${styles.ribbon}`}>{t('introOffer')}</span>}
      <div className="card-body d-flex flex-column pt-4">
        {/* Packages hold many credits (≥ 25): the word is the plural that goes with such numbers. */}
        <h3 id={`package-${pkg.id}`} className="mb-2">
          <span className="d-block fs-2 fw-bold lh-1">{format.number(pkg.credits)}</span>{' '}
          <span className="d-block fs-6 fw-normal text-body-secondary">{t('creditsUnit')}</span>
        </h3>
        <p className="fs-5 fw-bold text-primary text-nowrap mb-1">{money(pkg.price, pkg.currency)}</p>
        <p className="small text-body-secondary mb-3">{t('perMessage', { price: money(pkg.price_per_message, pkg.currency) })}</p>
        {href && (
          <Link href={href} className={`btn ${pkg.is_intro ? 'btn-primary' : 'btn-outline-primary'} mt-auto`} aria-describedby={`package-${pkg.id}`}>
            {t('choose')}
          </Link>
        )}
      </div>
    </article>
  );
}
