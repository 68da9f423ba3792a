import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RepeatOrderPage } from '@/features/payments/components/repeat-order-page';
import { getPageContext } from '@/server/request/page-context';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CreditsPage');
  return { title: t('repeatTitle') };
}

// §2 /credits/repeat-order: members only.
export default async function Page() {
  if (!(await getPageContext()).actor) redirect('/login?next=/credits/repeat-order');
  return <RepeatOrderPage />;
}
