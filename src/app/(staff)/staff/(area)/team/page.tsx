import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';
import { TeamPage } from '@/features/staff/components/team/team-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff');
  return { title: t('team.title') };
}

/** /staff/team: the back office's staff, their roles and scopes, two-factor resets (admins). */
export default function Page() {
  return (
    <RoleGuard roles={['admin']}>
      <TeamPage />
    </RoleGuard>
  );
}
