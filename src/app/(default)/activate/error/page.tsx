import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActivateError } from '@/features/auth/components/activate-result';
import { getPageUser } from '@/server/request/page-data';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('activationFailed') };
}

/** /activate/error: GET /api/activate.php redirects here when the link is expired or invalid. */
export default async function Page() {
  const user = await getPageUser();
  return (
    <ClientMessages list="activate">
      <ActivateError loggedIn={Boolean(user)} />
    </ClientMessages>
  );
}
