import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PremiumPage } from '@/features/payments/components/premium-page';
import { getPageContext } from '@/server/request/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PremiumPage');
  return { title: t('title') };
}

// §2 /premium belongs to the members area.
export default async function Page() {
  if (!(await getPageContext()).actor) redirect('/login?next=/premium');
  return <PremiumPage />;
}
