'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { usePackages } from '../api/get-packages';
import { useOffer } from '../api/get-offer';
import { OfferNotice } from './offer-notice';
import { PackageGrid } from './package-grid';
import { PaymentsNotice } from './payments-notice';
import { QueryState } from './query-state';
import { paths } from '@/shared/paths';

/**
 * §2 /credits: the packages of the member's payment country; choosing one opens its method picker.
 * A running offer (time bonus, welcome or retention discount) is already in every package's price.
 */
export function CreditsPage() {
  const t = useTranslations('CreditsPage');
  const { data: user } = useUser();
  const { data, error } = usePackages();
  const offer = useOffer();
  return (
    <div className="container-xl py-4 py-md-5">
      <header className="mb-4">
        <h1 className="fw-bold mb-2">{t('title')}</h1>
        <p className="lead mb-1">{t('intro')}</p>
        {user && <p className="mb-0 text-body-secondary">{t('balance', { count: user.credits })}</p>}
      </header>
      {data && <PaymentsNotice kind={data.payments} />}
      {offer && <OfferNotice offer={offer} />}
      {data ? (
        <PackageGrid packages={data.packages} hrefFor={(pkg) => paths.credits.package(pkg.id)} label={t('packages')} offer={offer} />
      ) : (
        <QueryState error={error} />
      )}
      <nav className="d-flex flex-wrap gap-3 mt-4" aria-label={t('more')}>
        <Link href={paths.credits.repeatOrder}>{t('repeatOrder')}</Link>
        <Link href={paths.transactions.list}>{t('history')}</Link>
      </nav>
    </div>
  );
}
