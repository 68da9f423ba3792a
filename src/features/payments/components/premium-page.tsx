'use client';
import Link from 'next/link';
import { Alert } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { PHOTO_LIMIT_PREMIUM } from '@/shared/constants';
import { usePackages } from '../api/get-packages';
import { useOffer } from '../api/get-offer';
import { PackageGrid } from './package-grid';
import { QueryState } from './query-state';
import styles from './payments.module.scss';
import { paths } from '@/shared/paths';

// §6: what the first credit purchase unlocks; the 46% is the spec's claim.
const MATCH_CHANCE_PERCENT = 46;
const BENEFITS = [
  ['bi-images', 'allPhotos'],
  ['bi-cloud-arrow-up', 'uploads'],
  ['bi-chat-heart', 'conversations'],
  ['bi-graph-up-arrow', 'matchChance'],
] as const;

/** §2 /premium: what premium gives and the packages as the way in. */
export function PremiumPage() {
  const t = useTranslations('PremiumPage');
  const { data: user } = useUser();
  const { data, error } = usePackages();
  // A running offer is in every package's price here as on /credits, where each card leads.
  const offer = useOffer();
  return (
    <div className="container-xl py-4 py-md-5">
      <header className="mb-4">
        <h1 className="fw-bold mb-2">{t('title')}</h1>
        <p className="lead mb-0">{t('intro')}</p>
      </header>
      {user?.paid_user && (
        <Alert variant="success">
          {t('alreadyPremium')}{' '}
          <Link href={paths.credits.packages} className="alert-link">
            {t('buyCredits')}
          </Link>
        </Alert>
      )}
      <ul className="row row-cols-1 row-cols-md-2 g-3 list-unstyled mb-5" aria-label={t('benefits')}>
        {BENEFITS.map(([icon, key]) => (
          <li key={key} className="col d-flex gap-3 align-items-start">
            <span className={styles.benefitIcon}>
              <i className={`bi ${icon}`} aria-hidden />
            </span>
            <div>
              <h2 className="h5 fw-bold mb-1">{t(`${key}.title`, { count: PHOTO_LIMIT_PREMIUM, percent: MATCH_CHANCE_PERCENT / 100 })}</h2>
              <p className="mb-0 text-body-secondary">{t(`${key}.text`, { count: PHOTO_LIMIT_PREMIUM, percent: MATCH_CHANCE_PERCENT / 100 })}</p>
            </div>
          </li>
        ))}
      </ul>
      <h2 className="h4 fw-bold mb-1">{t('packagesTitle')}</h2>
      <p className="text-body-secondary mb-4">{t('packagesIntro')}</p>
      {data ? (
        <PackageGrid packages={data.packages} hrefFor={(pkg) => paths.credits.package(pkg.id)} label={t('packagesTitle')} offer={offer} />
      ) : (
        <QueryState error={error} />
      )}
    </div>
  );
}
