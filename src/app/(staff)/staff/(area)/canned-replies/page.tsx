import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CannedRepliesPage } from '@/features/staff/components/canned/canned-replies-page';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff.canned');
  return { title: t('title') };
}

/** /staff/canned-replies: operators read the ready answers of their sites, admins write them. */
export default function Page() {
  return (
    <RoleGuard roles={['operator']}>
      <CannedRepliesPage />
    </RoleGuard>
  );
}
