import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { getPageContext } from '@/server/request/page-context';
import { getPageUser } from '@/server/request/page-data';
import { listRegions } from '@/server/services/geo/list-regions';
import { REGION_TYPE_BY_COUNTRY } from '@/shared/regions';
import { paths } from '@/shared/paths';
import { getRegionsQueryKey } from '@/lib/api/query-keys';
import { ownProfileQueryKey } from '@/features/profile/api/query-keys';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ProfilePage');
  return { title: t('metaTitle') };
}

// §2 /profile: members only; visitors go to the login page.
export default async function Page() {
  const user = await getPageUser();
  if (!user) redirect(paths.auth.login(paths.profile));
  const queryClient = new QueryClient();
  queryClient.setQueryData(ownProfileQueryKey, user.profile);
  const country = user.profile.country;
  if (country) {
    // The region select shows the member's region on the first paint.
    const ctx = await getPageContext();
    const regions = await listRegions(ctx, country);
    queryClient.setQueryData(getRegionsQueryKey(country, ctx.locale), { regions, types: REGION_TYPE_BY_COUNTRY });
  }
  return (
    <ClientMessages list="profile">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <ProfilePage />
      </HydrationBoundary>
    </ClientMessages>
  );
}
