import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { CreditsPage } from '@/features/payments/components/credits-page';
import { getMemberPageContext } from '@/server/request/member-page';
import { listPackages } from '@/server/services/payments/list-packages';
import { paths } from '@/shared/paths';
import { packagesQueryKey } from '@/features/payments/api/query-keys';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CreditsPage');
  return { title: t('title') };
}

// §2 /credits: members only; the packages arrive with the page.
export default async function Page() {
  const ctx = await getMemberPageContext(paths.credits.packages);
  const queryClient = new QueryClient();
  queryClient.setQueryData(packagesQueryKey(), await listPackages(ctx, {}));
  return (
    <ClientMessages list="credits">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <CreditsPage />
      </HydrationBoundary>
    </ClientMessages>
  );
}
