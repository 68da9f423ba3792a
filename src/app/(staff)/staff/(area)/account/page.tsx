import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/features/staff/components/account/account-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff');
  return { title: t('account.title') };
}

/** /staff/account: every staff member's own account and passkeys. */
export default function Page() {
  return <AccountPage />;
}
