import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';
import { ModerationPage } from '@/features/staff/components/moderation/moderation-page';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff');
  return { title: t('moderation.title') };
}

/** /staff/moderation: the queue of reports and notices (moderators and admins); read-only for now. */
export default function Page() {
  return (
    <ClientMessages list="staffModeration">
      <RoleGuard roles={['moderator']}>
        <ModerationPage />
      </RoleGuard>
    </ClientMessages>
  );
}
