'use client';
import Link from 'next/link';
import { Alert } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { HttpError } from '@/lib/http-client';
import { useOrder } from '../api/get-order';
import { orderOutcome } from '../utils/order-status';
import { OrderComplete, OrderFailed, OrderProcessing } from './order-outcomes';
import { QueryState } from './query-state';
import { TestPaymentBadge } from './payments-notice';
import { paths } from '@/shared/paths';

/** §2 /transactions/{id}: order complete, being processed (it updates itself) or failed. */
export function OrderResultPage({ id }: { id: number }) {
  const t = useTranslations('TransactionsPage');
  const { data: order, error } = useOrder(id);
  return (
    <div className="container py-4 py-md-5 text-center" style={{ maxWidth: '36rem' }}>
      {order?.test_payment && (
        <p className="mb-3">
          <TestPaymentBadge />
        </p>
      )}
      {order ? (
        { paid: <OrderComplete order={order} />, processing: <OrderProcessing />, failed: <OrderFailed order={order} /> }[orderOutcome(order.status)]
      ) : error instanceof HttpError && error.status === 404 ? (
        <Alert variant="warning">
          {t('orderNotFound')}{' '}
          <Link href={paths.transactions.list} className="alert-link">
            {t('toHistory')}
          </Link>
        </Alert>
      ) : (
        <QueryState error={error} />
      )}
    </div>
  );
}
