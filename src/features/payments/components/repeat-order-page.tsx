'use client';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import type { OrderDto, PackageDto } from '@/shared/types/payments';
import { PaymentsNotice } from './payments-notice';
import { usePackages } from '../api/get-packages';
import { useTransactions } from '../api/get-transactions';
import { useMoney } from '../hooks/use-money';
import { methodHref } from '../utils/checkout-href';
import { PaymentMethodLogo } from './payment-method-logo';
import { QueryState } from './query-state';

type Repeatable = { order: OrderDto; pkg: PackageDto };

/** Earlier paid orders, newest first, once per package and method, whose package is still offered. */
function repeatable(orders: OrderDto[], packages: PackageDto[]): Repeatable[] {
  const seen = new Set<string>();
  const sorted = [...orders].filter((o) => o.status === 'paid').sort((a, b) => b.created_at.localeCompare(a.created_at));
  return sorted.flatMap((order) => {
    const pkg = packages.find((p) => p.id === order.package_id);
    const key = `${order.package_id}:${order.method}`;
    if (!pkg || seen.has(key)) return [];
    seen.add(key);
    return [{ order, pkg }];
  });
}

/** §2 /credits/repeat-order: buy an earlier package again with the same method in one step. */
export function RepeatOrderPage() {
  const t = useTranslations('CreditsPage');
  const tm = useTranslations('PaymentMethods');
  const format = useFormatter();
  const money = useMoney();
  const transactions = useTransactions();
  const packages = usePackages();
  if (!transactions.data || !packages.data) return <QueryState error={transactions.error ?? packages.error} />;
  const rows = repeatable(transactions.data.orders, packages.data.packages);
  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h2 fw-bold mb-2">{t('repeatTitle')}</h1>
      <PaymentsNotice kind={packages.data.payments} />
      <p className="lead mb-4">{t('repeatIntro')}</p>
      {rows.length === 0 ? (
        <p>
          {t('noEarlierOrders')} <Link href="/credits">{t('allPackages')}</Link>
        </p>
      ) : (
        <ul className="list-group shadow-sm" aria-label={t('earlierOrders')}>
          {rows.map(({ order, pkg }) => (
            <li key={order.id} className="list-group-item d-flex align-items-center gap-3 py-3">
              <PaymentMethodLogo method={order.method} />
              <div className="me-auto">
                <div className="fw-semibold">{t('packageSummary', { count: pkg.credits, price: money(pkg.price, pkg.currency) })}</div>
                <div className="small text-body-secondary">
                  {tm(order.method)} · {t('lastBought', { date: format.dateTime(new Date(order.created_at), { dateStyle: 'medium' }) })}
                </div>
              </div>
              <Link href={methodHref(pkg.id, order.method)} className="btn btn-primary btn-sm text-nowrap">
                {t('buyAgain')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
