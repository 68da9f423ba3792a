import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CreditsPage } from '@/features/payments/components/credits-page';
import { getPageContext } from '@/server/request/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CreditsPage');
  return { title: t('title') };
}

// §2 /credits: members only.
export default async function Page() {
  if (!(await getPageContext()).actor) redirect('/login?next=/credits');
  return <CreditsPage />;
}
