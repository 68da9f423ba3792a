'use client';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useUser } from '@/lib/api/current-user';
import { useDismissal } from '@/components/layout/use-dismissal';
import { useStandalone } from '@/components/layout/use-media-query';
import { LazyAgeGateModal } from './lazy-age-gate-modal';
import { ENTRY_DISMISSED_KEY, showSiteEntryModal } from './entry-rules';

/** §2 site-entry warning of the default layout, once per visitor; the dismissal time is stored. */
export function SiteEntryModal() {
  const t = useTranslations('SiteEntryModal');
  const settings = useSettings();
  const { data: user } = useUser();
  const pathname = usePathname();
  const standalone = useStandalone();
  const [dismissed, dismiss] = useDismissal(ENTRY_DISMISSED_KEY);
  const show = showSiteEntryModal({ settings, loggedIn: Boolean(user), standalone, dismissed, pathname });
  return (
    <LazyAgeGateModal
      show={show}
      title={t('title')}
      body={t('body', { name: settings.name })}
      confirmLabel={t('confirm')}
      leaveLabel={t('leave')}
      onConfirm={dismiss}
    />
  );
}
