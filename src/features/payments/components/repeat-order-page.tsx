'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { PaymentsNotice } from './payments-notice';
import { usePackages } from '../api/get-packages';
import { useTransactions } from '../api/get-transactions';
import { useMoney } from '../hooks/use-money';
import { methodHref } from '../utils/checkout-href';
import { earlierOrders, type EarlierOrder } from '../utils/earlier-orders';
import { PaymentMethodLogo } from './payment-method-logo';
import { QueryState } from './query-state';
import { paths } from '@/shared/paths';

/** One earlier order: today's package and price with a button, or what was paid when it cannot be bought again. */
function EarlierOrderItem({ order, pkg }: EarlierOrder) {
  const t = useTranslations('CreditsPage');
  const tm = useTranslations('PaymentMethods');
  const dates = useDateFormat();
  const money = useMoney();
  const summary = pkg
    ? t('packageSummary', { count: pkg.credits, price: money(pkg.price, pkg.currency) })
    : t('packageSummary', { count: order.credits, price: money(order.amount, order.currency) });
  return (
    <li className="list-group-item d-flex align-items-center gap-3 py-3">
      <PaymentMethodLogo method={order.method} />
      <div className="me-auto">
        <div className="fw-semibold">{summary}</div>
        <div className="small text-body-secondary">
          {tm(order.method)} · {t('lastBought', { date: dates.dateTime(new Date(order.paid_at ?? order.created_at), { dateStyle: 'medium' }) })}
        </div>
        {!pkg && <div className="small text-body-secondary">{t('notRepeatable')}</div>}
      </div>
      {pkg && (
        <Link href={methodHref(pkg.id, order.method)} className="btn btn-primary btn-sm text-nowrap">
          {t('buyAgain')}
        </Link>
      )}
    </li>
  );
}

/** §2 /credits/repeat-order: the member's earlier paid orders; those still on offer are bought again in one step. */
export function RepeatOrderPage() {
  const t = useTranslations('CreditsPage');
  const transactions = useTransactions();
  const packages = usePackages();
  if (!transactions.data || !packages.data) return <QueryState error={transactions.error ?? packages.error} />;
  const rows = earlierOrders(transactions.data.orders, packages.data.packages);
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h2 fw-bold mb-2">{t('repeatTitle')}</h1>
      <PaymentsNotice kind={packages.data.payments} />
      <p className="lead mb-4">{t('repeatIntro')}</p>
      {rows.length === 0 ? (
        <p>
          {t('noEarlierOrders')} <Link href={paths.credits.packages}>{t('allPackages')}</Link>
        </p>
      ) : (
        <>
          <ul className="list-group shadow-sm" aria-label={t('earlierOrders')}>
            {rows.map((row) => (
              <EarlierOrderItem key={row.order.id} {...row} />
            ))}
          </ul>
          <p className="mt-3 mb-0">
            <Link href={paths.credits.packages}>{t('allPackages')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
