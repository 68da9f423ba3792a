import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivateDone } from '@/features/auth/components/activate-result';
import { getPageUser } from '@/server/request/page-data';
import { ClientMessages } from '@/components/providers/client-messages';

type Props = { searchParams: Promise<{ already?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations('ActivatePage');
  return { title: (await searchParams).already === '1' ? t('alreadyTitle') : t('doneTitle') };
}

/**
 * /activate/done: GET /api/activate.php redirects here after confirming the address, or with
 * ?already=1 when the link was used before. It names no one: whoever opens it sees the same page.
 */
export default async function Page({ searchParams }: Props) {
  const [user, { already }] = await Promise.all([getPageUser(), searchParams]);
  return (
    <ClientMessages list="activate">
      <ActivateDone loggedIn={Boolean(user)} already={already === '1'} />
    </ClientMessages>
  );
}
