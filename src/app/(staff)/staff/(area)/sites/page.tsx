import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';
import { SitesPage } from '@/features/staff/components/sites/sites-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff.sites');
  return { title: t('title') };
}

/** /staff/sites: the brand console, creating and editing sites (admins). */
export default function Page() {
  return (
    <RoleGuard roles={['admin']}>
      <SitesPage />
    </RoleGuard>
  );
}
