import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { LikesRoute } from '@/features/likes/components/likes-route';
import { getPageContext } from '@/server/request/page-context';
import { listLikes } from '@/server/services/likes/list-likes';
import type { LikesTab } from '@/features/likes/likes-tabs';
import { paths } from '@/shared/paths';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LikesPage');
  return { title: t('title') };
}

/** §2 /likes: members only; the first tab (received). Also serves /likes/{type}. */
export async function renderLikes(tab: LikesTab, path: string) {
  const ctx = await getPageContext();
  if (!ctx.actor) redirect(paths.auth.login(path));
  return (
    <ClientMessages list="likes">
      <LikesRoute tab={tab} likes={await listLikes(ctx)} />
    </ClientMessages>
  );
}

export default function Page() {
  return renderLikes('received', paths.likes.list);
}
