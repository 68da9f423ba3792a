'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { PackageDto } from '@/shared/types/payments';
import { useMoney } from '../hooks/use-money';
import styles from './payments.module.scss';

type Props = { pkg: PackageDto; popular: boolean; href: string | null };

/** One credit package: credits, price, price per message; the intro offer and "most popular" stand out. */
export function PackageCard({ pkg, popular, href }: Props) {
  const t = useTranslations('CreditsPage');
  const money = useMoney();
  const highlight = pkg.is_intro || popular;
  return (
    <article className={`card h-100 text-center shadow-sm ${highlight ? styles.highlight : 'border-0'}`} aria-labelledby={`package-${pkg.id}`}>
      {pkg.is_intro && <span className={`badge ${styles.ribbon}`}>{t('introOffer')}</span>}
      {!pkg.is_intro && popular && <span className={`badge ${styles.ribbon}`}>{t('mostPopular')}</span>}
      <div className="card-body d-flex flex-column pt-4">
        <h3 id={`package-${pkg.id}`} className="h2 fw-bold mb-0">
          {t('credits', { count: pkg.credits })}
        </h3>
        <p className="fs-4 fw-semibold text-primary mb-1">{money(pkg.price, pkg.currency)}</p>
        <p className="small text-body-secondary mb-3">{t('perMessage', { price: money(pkg.price_per_message, pkg.currency) })}</p>
        {href && (
          <Link href={href} className={`btn ${highlight ? 'btn-primary' : 'btn-outline-primary'} mt-auto`} aria-describedby={`package-${pkg.id}`}>
            {t('choose')}
          </Link>
        )}
      </div>
    </article>
  );
}
