import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfilesPage } from '@/features/staff/components/profiles/profiles-page';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff.profiles');
  return { title: t('title') };
}

/** /staff/profiles: the sites' own profiles; operators read them, admins create and edit them. */
export default function Page() {
  return (
    <ClientMessages list="staffProfiles">
      <RoleGuard roles={['operator']}>
        <ProfilesPage />
      </RoleGuard>
    </ClientMessages>
  );
}
