import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { PremiumPage } from '@/features/payments/components/premium-page';
import { getMemberPageContext } from '@/server/request/member-page';
import { listPackages } from '@/server/services/payments/list-packages';
import { paths } from '@/shared/paths';
import { packagesQueryKey } from '@/features/payments/api/query-keys';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PremiumPage');
  return { title: t('title') };
}

// §2 /premium belongs to the members area; the packages arrive with the page.
export default async function Page() {
  const ctx = await getMemberPageContext(paths.premium);
  const queryClient = new QueryClient();
  queryClient.setQueryData(packagesQueryKey(), await listPackages(ctx, {}));
  return (
    <ClientMessages list="premium">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PremiumPage />
      </HydrationBoundary>
    </ClientMessages>
  );
}
