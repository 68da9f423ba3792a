import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http-client';
import type { LedgerEntryDto, OrderDto } from '@/shared/types/payments';

export type TransactionsDto = { orders: OrderDto[]; ledger: LedgerEntryDto[] };

/** GET /api/transactions.php: the member's orders and every credit in and out. */
export function getTransactions(): Promise<TransactionsDto> {
  return http<TransactionsDto>('/api/transactions.php');
}

export const transactionsQueryKey = ['transactions'] as const;

export const getTransactionsQueryOptions = () => queryOptions({ queryKey: transactionsQueryKey, queryFn: getTransactions });

export function useTransactions() {
  return useQuery(getTransactionsQueryOptions());
}
