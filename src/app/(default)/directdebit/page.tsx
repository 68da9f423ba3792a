import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DirectDebitPage, type DebitPackage } from '@/features/direct-debit/components/direct-debit-page';
import { getPageContext } from '@/server/request/page-context';
import { findDebitPackage } from '@/server/services/direct-debit/direct-debit-limits';
import { paths } from '@/shared/paths';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('DirectDebitPage');
  return { title: t('title') };
}

/** §2 /directdebit?package=ID: members only; the package is read here so its price shows on the first paint. */
export default async function Page({ searchParams }: { searchParams: Promise<{ package?: string }> }) {
  const ctx = await getPageContext();
  const { package: packageParam } = await searchParams;
  if (!ctx.actor) redirect(paths.auth.login(packageParam ? paths.directDebit.forPackage(packageParam) : paths.directDebit.page));
  const found = await findDebitPackage(ctx, Number(packageParam));
  const pkg: DebitPackage | null = found && { id: found.id, credits: found.credits, priceCents: found.priceCents, currency: found.currency };
  return (
    <ClientMessages list="directDebit">
      <DirectDebitPage pkg={pkg} creditor={ctx.site.name} />
    </ClientMessages>
  );
}
