import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { SwipeGamePage } from '@/features/swipe/components/swipe-game-page';
import { getPageContext } from '@/server/request/page-context';
import { listSwipeCards } from '@/server/services/swipe/list-swipe-cards';
import { paths } from '@/shared/paths';
import { swipeCardsQueryKey } from '@/features/swipe/api/query-keys';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('SwipeGame');
  return { title: t('metaTitle') };
}

// §2 /swipe-game: members only; the first cards arrive with the page.
export default async function Page() {
  const ctx = await getPageContext();
  if (!ctx.actor) redirect(paths.auth.login(paths.swipeGame));
  const queryClient = new QueryClient();
  queryClient.setQueryData(swipeCardsQueryKey, await listSwipeCards(ctx));
  return (
    <ClientMessages list="swipeGame">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <SwipeGamePage />
      </HydrationBoundary>
    </ClientMessages>
  );
}
