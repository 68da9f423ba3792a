'use client';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useDismissal } from '@/components/layout/use-dismissal';
import { LazyAgeGateModal } from './lazy-age-gate-modal';
import { ENTRY_DISMISSED_KEY, showEntryWarning } from './entry-rules';

/** §2, §9 entry (age) warning of the chat, lander and empty layouts: visitors from NL and DE. */
export function EntryWarning() {
  const t = useTranslations('EntryWarning');
  const { geoip_country: country } = useSettings();
  const pathname = usePathname();
  const [dismissed, dismiss] = useDismissal(ENTRY_DISMISSED_KEY);
  return (
    <LazyAgeGateModal
      show={showEntryWarning(country, dismissed, pathname)}
      title={t('title')}
      body={t('body')}
      confirmLabel={t('confirm')}
      leaveLabel={t('leave')}
      onConfirm={dismiss}
    />
  );
}
