import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InboxPage } from '@/features/staff/components/inbox/inbox-page';
import { RoleGuard } from '@/features/staff/components/layout/role-guard';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Staff');
  return { title: t('inboxTitle') };
}

/** /staff/inbox: operators answer for the site's own profiles. */
export default function Page() {
  return (
    <ClientMessages list="staffInbox">
      <RoleGuard roles={['operator']}>
        <InboxPage />
      </RoleGuard>
    </ClientMessages>
  );
}
