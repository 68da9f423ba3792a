import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { OrderResultPage } from '@/features/payments/components/order-result-page';
import { TransactionsPage } from '@/features/payments/components/transactions-page';
import { ApiError } from '@/server/errors';
import { getMemberPageContext } from '@/server/request/member-page';
import { parseInput } from '@/server/validation/parse-input';
import { orderIdSchema } from '@/shared/schemas/payments';
import type { AuthedContext } from '@/server/services/context';
import { listTransactions } from '@/server/services/payments/list-transactions';
import { viewOrder } from '@/server/services/payments/view-order';
import { paths } from '@/shared/paths';
import { orderQueryKey, transactionsQueryKey } from '@/features/payments/api/query-keys';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { params: Promise<{ id?: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('TransactionsPage');
  return { title: t('title') };
}

/** The order as the page starts with it; an order the member may not see is left to the page to say so. */
async function prefetchOrder(ctx: AuthedContext, queryClient: QueryClient, id: number) {
  try {
    const order = (await viewOrder(ctx, parseInput(orderIdSchema, { id }).id)).order;
    queryClient.setQueryData(orderQueryKey(id), order);
  } catch (error) {
    // An id out of range fails validation (422): to the member that is the same missing order.
    if (!(error instanceof ApiError && (error.status === 404 || error.status === 422))) throw error;
  }
}

// §2 /transactions/{id?}: the history, or one order's result (the provider sends the payer here).
// Ids are database integers: more than nine digits is no order anyone has (§8 404).
export default async function Page({ params }: Props) {
  const { id = [] } = await params;
  if (id.length > 1 || (id[0] !== undefined && !/^\d{1,9}$/.test(id[0]))) notFound();
  const ctx = await getMemberPageContext(id[0] ? paths.transactions.order(id[0]) : paths.transactions.list);
  const queryClient = new QueryClient();
  if (id[0]) await prefetchOrder(ctx, queryClient, Number(id[0]));
  else queryClient.setQueryData(transactionsQueryKey, { pages: [await listTransactions(ctx, {})], pageParams: [undefined] });
  return (
    <ClientMessages list="transactions">
      <HydrationBoundary state={dehydrate(queryClient)}>{id[0] ? <OrderResultPage id={Number(id[0])} /> : <TransactionsPage />}</HydrationBoundary>
    </ClientMessages>
  );
}
