'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Alert } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/payments';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { usePackages } from '../api/get-packages';
import { useOffer } from '../api/get-offer';
import { useMoney } from '../hooks/use-money';
import { offerPrice } from '../utils/offer-price';
import { MethodList } from './method-list';
import { PaymentConfirmModal } from './payment-confirm-modal';
import { PaymentsNotice } from './payments-notice';
import { QueryState } from './query-state';
import { paths } from '@/shared/paths';

type Props = { packageId: number; method: string | null };

const isMethod = (m: string | null): m is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(m ?? '');

/** §2 /credits/{id}/{paymentmethod?}: the methods for one package; a method in the URL opens the confirm modal. */
export function MethodPickerPage({ packageId, method }: Props) {
  const t = useTranslations('CreditsPage');
  const money = useMoney();
  const router = useRouter();
  const { data, error } = usePackages();
  const offer = useOffer();
  const pkg = data?.packages.find((p) => p.id === packageId);
  // The confirm modal opens once the page has hydrated: the server renders no modal (it has no
  // document to put one in), so a modal in the first browser render would not match its HTML.
  const isClient = useIsClient();
  const chosen = isClient && isMethod(method) && data?.methods.includes(method) && method !== 'sdd' ? method : null;
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '40rem' }}>
      <Link href={paths.credits.packages} className="d-inline-block mb-3">
        <i className="bi bi-chevron-left" aria-hidden /> {t('allPackages')}
      </Link>
      <h1 className="h2 fw-bold mb-2">{t('chooseMethod')}</h1>
      {data && <PaymentsNotice kind={data.payments} />}
      {!data ? (
        <QueryState error={error} />
      ) : !pkg ? (
        <Alert variant="warning">{t('packageGone')}</Alert>
      ) : (
        <>
          <p className="lead mb-4">{t('packageSummary', { count: pkg.credits, price: money(offerPrice(pkg, offer) ?? pkg.price, pkg.currency) })}</p>
          <MethodList packageId={pkg.id} methods={data.methods} />
          {/* Keyed by the offer: when it arrives after the modal opened, its code is filled in. */}
          {chosen && (
            <PaymentConfirmModal
              key={offer?.code ?? ''}
              pkg={pkg}
              method={chosen}
              offer={offer}
              onHide={() => router.replace(paths.credits.package(pkg.id), { scroll: false })}
            />
          )}
        </>
      )}
    </div>
  );
}
