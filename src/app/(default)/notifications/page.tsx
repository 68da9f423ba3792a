import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { getMemberPageContext } from '@/server/request/member-page';
import { getNotifications } from '@/server/services/notifications/notification-prefs';
import { paths } from '@/shared/paths';
import { ClientMessages } from '@/components/providers/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotificationsPage');
  return { title: t('title') };
}

/** §2 /notifications: the settings, members only. */
export default async function Page() {
  const ctx = await getMemberPageContext(paths.notifications);
  return (
    <ClientMessages list="notifications">
      <SettingsPage initial={getNotifications(ctx)} />
    </ClientMessages>
  );
}
