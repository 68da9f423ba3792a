import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivateDone } from '@/features/auth/components/activate-result';
import { getPageUser } from '@/server/request/page-data';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('ActivatePage');
  return { title: t('doneTitle') };
}

/** /activate/done: GET /api/activate.php redirects here after confirming the address. */
export default async function Page() {
  const user = await getPageUser();
  return (
    <ClientMessages list="activate">
      <ActivateDone loggedIn={Boolean(user)} />
    </ClientMessages>
  );
}
