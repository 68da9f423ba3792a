import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountDeleted } from '@/features/settings/components/account-deleted';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountDeletedPage');
  return { title: t('title') };
}

/** /account-deleted: POST /api/delete-account.php's client and GET /api/reactivate.php's failures land here. */
export default async function Page({ searchParams }: { searchParams: Promise<{ link?: string }> }) {
  const { link } = await searchParams;
  return <AccountDeleted invalidLink={link === 'invalid'} />;
}
