'use client';
import { useTranslations } from 'next-intl';
import type { NotificationsDto } from '@/shared/types/notifications';
import { useNotifications } from '../api/get-notifications';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { PushSection } from './push-section';

/** §2 /notifications: the member's settings, one section each, in the order of the spec. */
export function SettingsPage({ initial }: { initial: NotificationsDto }) {
  const t = useTranslations('NotificationsPage');
  const { data = initial } = useNotifications(initial);
  return (
    <div className="container-xl py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-4">{t('title')}</h1>
      {/* <EmailSection /> (email-section.tsx) mounts here */}
      {/* <PasswordSection /> (password-section.tsx) mounts here */}
      <NotificationPreferencesSection settings={data} />
      <PushSection pushOn={data.push} />
      {/* <InvisibleSection /> (invisible-section.tsx) mounts here */}
      {/* <DeleteSection /> (delete-section.tsx) mounts here */}
    </div>
  );
}
