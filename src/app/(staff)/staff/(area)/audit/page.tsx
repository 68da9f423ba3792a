import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuditPage } from '@/features/staff/components/audit/audit-page';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff');
  return { title: t('auditTitle') };
}

/** /staff/audit: who did what in the back office, and whether the trail is intact (admins). */
export default function Page() {
  return (
    <RoleGuard roles={['admin']}>
      <AuditPage />
    </RoleGuard>
  );
}
