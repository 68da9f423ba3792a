import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PricingPage } from '@/features/payments/components/pricing-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PricingPage');
  return { title: t('title') };
}

// §2 /pricing: public, also for visitors who are not logged in.
export default function Page() {
  return <PricingPage />;
}
