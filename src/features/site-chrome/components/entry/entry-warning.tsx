'use client';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { AgeGateDialog } from './age-gate-dialog';
import { showEntryWarning } from './entry-rules';
import { useEntryDismissal } from './use-entry-dismissal';

type Props = {
  /** Whether the server saw the dismissal cookie (entry-dismissal-cookie.ts). */
  dismissedOnServer: boolean;
};

/** §2, §9 entry (age) warning of the chat, lander and empty layouts: visitors from NL and DE. */
export function EntryWarning({ dismissedOnServer }: Props) {
  const t = useTranslations('EntryWarning');
  const { geoip_country: country } = useSettings();
  const pathname = usePathname();
  const [dismissed, dismiss] = useEntryDismissal(dismissedOnServer);
  if (!showEntryWarning(country, dismissed, pathname)) return null;
  return <AgeGateDialog title={t('title')} body={t('body')} confirmLabel={t('confirm')} leaveLabel={t('leave')} onConfirm={dismiss} />;
}
