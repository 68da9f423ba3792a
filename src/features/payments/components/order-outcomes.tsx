'use client';
import Link from 'next/link';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import type { OrderDto } from '@/shared/types/payments';
import { methodHref } from '../utils/checkout-href';
import { isCardMethod } from '../utils/order-status';
import styles from './payments.module.scss';
import { paths } from '@/shared/paths';
import { userQueryKey } from '@/lib/api/query-keys';

/** Paid: the credits are on the balance; on to the chats or the search. */
export function OrderComplete({ order }: { order: OrderDto }) {
  const t = useTranslations('TransactionsPage');
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  // Paid: the member is read again, so the balance and the premium navigation are current at once.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [queryClient, order.id]);
  return (
    <>
      <i className={`bi bi-check-circle-fill text-success ${styles.resultIcon}`} aria-hidden />
      <h1 className="h2 fw-bold mt-3">{t('completeTitle')}</h1>
      <p className="lead">{t('creditsAdded', { count: order.credits })}</p>
      {user && <p className="fw-semibold">{t('newBalance', { count: user.credits })}</p>}
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
        <Link href={paths.chats.list} className="btn btn-primary">
          {t('toChats')}
        </Link>
        <Link href={paths.members.search()} className="btn btn-outline-primary">
          {t('toSearch')}
        </Link>
      </div>
    </>
  );
}

/** Open or pending: the page asks again every 2 s (useOrder) and turns into the result by itself. */
export function OrderProcessing() {
  const t = useTranslations('TransactionsPage');
  return (
    <div role="status">
      <Spinner animation="border" variant="primary" className="mb-3" aria-hidden />
      <h1 className="h2 fw-bold">{t('processingTitle')}</h1>
      <p className="lead mb-0">{t('processingText')}</p>
    </div>
  );
}

/** Failed, cancelled or expired (§8): try again with the same package, or another method. */
export function OrderFailed({ order }: { order: OrderDto }) {
  const t = useTranslations('TransactionsPage');
  return (
    <>
      <i className={`bi bi-x-circle-fill text-danger ${styles.resultIcon}`} aria-hidden />
      <h1 className="h2 fw-bold mt-3">{isCardMethod(order.method) ? t('cardPaymentFailed') : t('failedTitle')}</h1>
      <p className="lead">{t('paymentFailed')}</p>
      <div className="d-flex flex-wrap justify-content-center gap-2 mt-4">
        <Link href={methodHref(order.package_id, order.method)} className="btn btn-primary">
          {t('retry')}
        </Link>
        <Link href={paths.credits.package(order.package_id)} className="btn btn-outline-primary">
          {t('otherMethod')}
        </Link>
      </div>
    </>
  );
}
