'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { OrderDto } from '@/shared/types/payments';
import { useMoney } from '../hooks/use-money';
import { orderOutcome } from '../utils/order-status';
import { DateCell } from './date-cell';
import { TestPaymentBadge } from './payments-notice';
import { paths } from '@/shared/paths';

const STATUS_COLOUR = { paid: 'success', processing: 'warning', failed: 'danger' } as const;

/** The member's orders, newest first; each links to its result page. */
export function OrderTable({ orders }: { orders: OrderDto[] }) {
  const t = useTranslations('TransactionsPage');
  const tm = useTranslations('PaymentMethods');
  const money = useMoney();
  const sorted = [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle small">
        <thead>
          <tr>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('order')}</th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('method')}
            </th>
            <th scope="col" className="text-end">
              {t('amount')}
            </th>
            <th scope="col">{t('status')}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((o) => (
            <tr key={o.id}>
              <DateCell at={o.created_at} />
              <td>
                <Link href={paths.transactions.order(o.id)}>{t('orderCredits', { count: o.credits })}</Link>
                {o.test_payment && (
                  <>
                    {' '}
                    <TestPaymentBadge />
                  </>
                )}
              </td>
              <td className="d-none d-md-table-cell">{tm(o.method)}</td>
              <td className="text-end text-nowrap">{money(o.amount, o.currency)}</td>
              <td>
                <span className={`badge text-bg-${STATUS_COLOUR[orderOutcome(o.status)]}`}>{t(`orderStatus.${o.status}`)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
