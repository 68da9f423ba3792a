import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { MembersPage } from '@/features/members/components/members-page';
import { defaultFilters, filtersFromParams, pageFromParams, toApiQuery, toUrlSearchParams } from '@/features/members/utils/search-query';
import { getPageContext } from '@/server/request/page-context';
import { getPageSettings, getPageUser } from '@/server/request/page-data';
import { loggedOutSearchAllowed, searchMembers } from '@/server/services/members/search-members';
import { listRegions } from '@/server/services/geo/list-regions';
import { parseInput } from '@/server/validation/parse-input';
import { searchSchema } from '@/shared/schemas/profile';
import { TRAFFIC_SOURCE_COOKIE } from '@/shared/constants';
import { REGION_TYPE_BY_COUNTRY } from '@/shared/regions';
import { hasTrafficSource as trafficSourceIn } from '@/shared/visitor-rules';
import { getRegionsQueryKey } from '@/lib/api/query-keys';
import { searchMembersQueryKey } from '@/features/members/api/query-keys';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MembersPage');
  return { title: t('metaTitle') };
}

// §2 /members: the first page of results is rendered here, so the first paint already shows members.
export default async function Page({ searchParams }: Props) {
  const [ctx, settings, user, jar, raw] = await Promise.all([getPageContext(), getPageSettings(), getPageUser(), cookies(), searchParams]);
  const params = toUrlSearchParams(raw);
  const hasTrafficSource = trafficSourceIn(params.get('network'), jar.get(TRAFFIC_SOURCE_COOKIE)?.value);
  const searchAllowed = Boolean(ctx.actor) || loggedOutSearchAllowed(ctx, hasTrafficSource);
  const defaults = defaultFilters({ profile: user?.profile ?? null, settings });
  const queryClient = new QueryClient();
  if (searchAllowed) {
    const filters = filtersFromParams(params, defaults);
    const query = toApiQuery(filters, pageFromParams(params));
    queryClient.setQueryData(searchMembersQueryKey(query), await searchMembers(ctx, parseInput(searchSchema, query), hasTrafficSource));
    if (query.country) {
      const regions = await listRegions(ctx, query.country);
      queryClient.setQueryData(getRegionsQueryKey(query.country, ctx.locale), { regions, types: REGION_TYPE_BY_COUNTRY });
    }
  }
  return (
    <ClientMessages list="members">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <MembersPage searchAllowed={searchAllowed} defaults={defaults} />
      </HydrationBoundary>
    </ClientMessages>
  );
}
