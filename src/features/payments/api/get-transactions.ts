import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { LedgerEntryDto, OrderDto } from '@/shared/types/payments';
import { transactionsQueryKey } from './query-keys';

export type TransactionsDto = { orders: OrderDto[]; ledger: LedgerEntryDto[] };

/** The server's page size of ledger rows: a full page means there may be older ones. */
const LEDGER_PAGE = 50;

/** GET /api/transactions.php: the member's orders and credit history; `before` pages the older ledger rows. */
export function getTransactions(before?: number): Promise<TransactionsDto> {
  return http<TransactionsDto>('/api/transactions.php', { query: { before } });
}

export const getTransactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: transactionsQueryKey,
    queryFn: ({ pageParam }) => getTransactions(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.ledger.length >= LEDGER_PAGE ? last.ledger[last.ledger.length - 1].id : undefined),
  });

/** The orders (first page) and every ledger row loaded so far. */
export function useTransactions() {
  const query = useInfiniteQuery(getTransactionsQueryOptions());
  const data = query.data && { orders: query.data.pages[0].orders, ledger: query.data.pages.flatMap((p) => p.ledger) };
  return { ...query, data };
}
