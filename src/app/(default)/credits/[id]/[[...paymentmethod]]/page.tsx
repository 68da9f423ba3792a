import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { MethodPickerPage } from '@/features/payments/components/method-picker-page';
import { getMemberPageContext } from '@/server/request/member-page';
import { listPackages } from '@/server/services/payments/list-packages';
import { paths } from '@/shared/paths';
import { packagesQueryKey } from '@/features/payments/api/query-keys';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { params: Promise<{ id: string; paymentmethod?: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CreditsPage');
  return { title: t('chooseMethod') };
}

// §2 /credits/{id}/{paymentmethod?}: members only; more than one segment after the id is no page (§8).
export default async function Page({ params }: Props) {
  const { id, paymentmethod = [] } = await params;
  if (!/^\d{1,9}$/.test(id) || paymentmethod.length > 1) notFound();
  const [method] = paymentmethod;
  const ctx = await getMemberPageContext(method ? paths.credits.checkout(id, method) : paths.credits.package(id));
  const queryClient = new QueryClient();
  queryClient.setQueryData(packagesQueryKey(), await listPackages(ctx, {}));
  return (
    <ClientMessages list="checkout">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <MethodPickerPage packageId={Number(id)} method={method ?? null} />
      </HydrationBoundary>
    </ClientMessages>
  );
}
