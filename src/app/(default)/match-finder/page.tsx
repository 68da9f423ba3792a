import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { MatchFinderPage } from '@/features/swipe/components/match-finder-page';
import { getPageContext } from '@/server/request/page-context';
import { findMatches } from '@/server/services/swipe/find-matches';
import { paths } from '@/shared/paths';
import { matchFinderQueryKey } from '@/features/swipe/api/query-keys';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MatchFinder');
  return { title: t('metaTitle') };
}

// §2 /match-finder: members only; the suggestions arrive with the page.
export default async function Page() {
  const ctx = await getPageContext();
  if (!ctx.actor) redirect(paths.auth.login(paths.matchFinder));
  const queryClient = new QueryClient();
  queryClient.setQueryData(matchFinderQueryKey, await findMatches(ctx));
  return (
    <ClientMessages list="matchFinder">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <MatchFinderPage />
      </HydrationBoundary>
    </ClientMessages>
  );
}
