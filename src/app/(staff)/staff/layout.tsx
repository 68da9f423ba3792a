import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff');
  // The back office is nobody's search result.
  return { title: { absolute: t('backOffice'), template: `%s · ${t('backOffice')}` }, robots: { index: false, follow: false } };
}

/** The back office: none of the members' chrome, banners, modals or tracking; just the page and its texts. */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return <ClientMessages list="staff">{children}</ClientMessages>;
}
