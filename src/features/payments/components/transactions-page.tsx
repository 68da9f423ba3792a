'use client';
import Link from 'next/link';
import { Button } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { useTransactions } from '../api/get-transactions';
import { LedgerTable } from './ledger-table';
import { OrderTable } from './order-table';
import { QueryState } from './query-state';
import { paths } from '@/shared/paths';

/** §2 /transactions: the member's orders and every credit in and out, with dates and balance. */
export function TransactionsPage() {
  const t = useTranslations('TransactionsPage');
  const { data: user } = useUser();
  const { data, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useTransactions();
  return (
    <div className="container-xl py-4 py-md-5">
      <header className="d-flex flex-wrap align-items-end justify-content-between gap-3 mb-4">
        <div>
          <h1 className="fw-bold mb-1">{t('title')}</h1>
          {user && <p className="lead mb-0">{t('balance', { count: user.credits })}</p>}
        </div>
        <Link href={paths.credits.packages} className="btn btn-primary">
          {t('buyCredits')}
        </Link>
      </header>
      {!data ? (
        <QueryState error={error} />
      ) : (
        <>
          <section className="mb-5" aria-labelledby="orders-title">
            <h2 id="orders-title" className="h4 fw-bold">
              {t('ordersTitle')}
            </h2>
            {data.orders.length ? <OrderTable orders={data.orders} /> : <p className="text-body-secondary">{t('noOrders')}</p>}
          </section>
          <section aria-labelledby="ledger-title">
            <h2 id="ledger-title" className="h4 fw-bold">
              {t('ledgerTitle')}
            </h2>
            {data.ledger.length ? <LedgerTable entries={data.ledger} /> : <p className="text-body-secondary">{t('noLedger')}</p>}
            {hasNextPage && (
              <Button variant="outline-secondary" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                {t('older')}
              </Button>
            )}
          </section>
        </>
      )}
    </div>
  );
}
