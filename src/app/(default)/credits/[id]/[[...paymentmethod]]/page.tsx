import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MethodPickerPage } from '@/features/payments/components/method-picker-page';
import { getPageContext } from '@/server/request/page-context';

type Props = { params: Promise<{ id: string; paymentmethod?: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CreditsPage');
  return { title: t('chooseMethod') };
}

// §2 /credits/{id}/{paymentmethod?}: members only; more than one segment after the id is no page (§8).
export default async function Page({ params }: Props) {
  const { id, paymentmethod = [] } = await params;
  if (!/^\d+$/.test(id) || paymentmethod.length > 1) notFound();
  if (!(await getPageContext()).actor) redirect(`/login?next=/credits/${id}`);
  return <MethodPickerPage packageId={Number(id)} method={paymentmethod[0] ?? null} />;
}
