import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { RepeatOrderPage } from '@/features/payments/components/repeat-order-page';
import { getMemberPageContext } from '@/server/request/member-page';
import { listPackages } from '@/server/services/payments/list-packages';
import { listTransactions } from '@/server/services/payments/list-transactions';
import { paths } from '@/shared/paths';
import { packagesQueryKey, transactionsQueryKey } from '@/features/payments/api/query-keys';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CreditsPage');
  return { title: t('repeatTitle') };
}

// §2 /credits/repeat-order: members only; earlier orders and today's packages arrive with the page.
export default async function Page() {
  const ctx = await getMemberPageContext(paths.credits.repeatOrder);
  const [packages, history] = await Promise.all([listPackages(ctx, {}), listTransactions(ctx, {})]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(packagesQueryKey(), packages);
  queryClient.setQueryData(transactionsQueryKey, { pages: [history], pageParams: [undefined] });
  return (
    <ClientMessages list="checkout">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <RepeatOrderPage />
      </HydrationBoundary>
    </ClientMessages>
  );
}
