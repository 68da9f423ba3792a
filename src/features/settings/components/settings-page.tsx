'use client';
import { useTranslations } from 'next-intl';
import type { NotificationsDto } from '@/shared/types/notifications';
import { useNotifications } from '../api/get-notifications';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { PushSection } from './push-section';
import { InvisibleSection } from './invisible-section';
import { TimeZoneSection } from './time-zone-section';
import { ExportSection } from './export-section';
import { DeleteSection } from './delete-section';

/** §2 /notifications: the member's settings, one section each, in the order of the spec (the data export before deletion). */
export function SettingsPage({ initial }: { initial: NotificationsDto }) {
  const t = useTranslations('NotificationsPage');
  const { data = initial } = useNotifications(initial);
  return (
    <div className="container-xl py-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-4">{t('title')}</h1>
      <EmailSection />
      <PasswordSection />
      <NotificationPreferencesSection settings={data} />
      <PushSection pushOn={data.push} />
      <InvisibleSection />
      <TimeZoneSection />
      <ExportSection />
      <DeleteSection />
    </div>
  );
}
