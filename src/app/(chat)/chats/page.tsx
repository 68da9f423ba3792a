import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ChatsEmpty } from '@/features/shell/components/chats-empty';
import { getPageUser } from '@/server/request/page-data';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ChatsPage');
  return { title: t('title') };
}

/** §2 /chats: members only; until chat exists, the empty state. */
export default async function Page() {
  if (!(await getPageUser())) redirect('/login?next=/chats');
  return <ChatsEmpty />;
}
