import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PricingPage } from '@/features/payments/components/pricing-page';
import { getPageContext } from '@/server/request/page-context';
import { listMessagePrices } from '@/server/services/payments/list-message-prices';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PricingPage');
  return { title: t('title') };
}

// §2 /pricing: public, also for visitors who are not logged in; the prices per message come from the packages.
export default async function Page() {
  return (
    <ClientMessages list="pricing">
      <PricingPage prices={await listMessagePrices(await getPageContext())} />
    </ClientMessages>
  );
}
