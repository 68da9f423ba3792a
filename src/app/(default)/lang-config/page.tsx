import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LangConfig } from '@/features/public-pages/components/lang-config';
import { getPageUser } from '@/server/request/page-data';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('LangConfig');
  return { title: t('title') };
}

/** §2 /lang-config: pick the site's language. */
export default async function Page() {
  const user = await getPageUser();
  return (
    <ClientMessages list="langConfig">
      <LangConfig loggedIn={Boolean(user)} />
    </ClientMessages>
  );
}
