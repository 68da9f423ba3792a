import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StatsPage } from '@/features/staff/components/stats/stats-page';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('StaffStats');
  return { title: t('title') };
}

/** /staff/stats: sign-ups, activations, conversion, revenue, messages, activity and retention per day (admins). */
export default function Page() {
  return (
    <ClientMessages list="staffStats">
      <RoleGuard roles={['admin']}>
        <StatsPage />
      </RoleGuard>
    </ClientMessages>
  );
}
