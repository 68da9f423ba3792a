import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrderResultPage } from '@/features/payments/components/order-result-page';
import { TransactionsPage } from '@/features/payments/components/transactions-page';
import { getPageContext } from '@/server/request/page-context';

type Props = { params: Promise<{ id?: string[] }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('TransactionsPage');
  return { title: t('title') };
}

// §2 /transactions/{id?}: the history, or one order's result (the provider sends the payer here).
export default async function Page({ params }: Props) {
  const { id = [] } = await params;
  if (id.length > 1 || (id[0] !== undefined && !/^\d+$/.test(id[0]))) notFound();
  const path = id[0] ? `/transactions/${id[0]}` : '/transactions';
  if (!(await getPageContext()).actor) redirect(`/login?next=${path}`);
  return id[0] ? <OrderResultPage id={Number(id[0])} /> : <TransactionsPage />;
}
