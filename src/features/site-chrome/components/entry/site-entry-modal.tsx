'use client';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useUser } from '@/lib/api/current-user';
import { useStandalone } from '@/components/layout/use-media-query';
import { AgeGateDialog } from './age-gate-dialog';
import { showSiteEntryModal } from './entry-rules';
import { useEntryDismissal } from './use-entry-dismissal';

type Props = {
  /** Whether the server saw the dismissal cookie; unknown where the page was rendered without it. */
  dismissedOnServer?: boolean;
};

/** §2 site-entry warning of the default layout, once per visitor; the dismissal time is stored. */
export function SiteEntryModal({ dismissedOnServer }: Props) {
  const t = useTranslations('SiteEntryModal');
  const settings = useSettings();
  const { data: user } = useUser();
  const pathname = usePathname();
  const standalone = useStandalone();
  const [dismissed, dismiss] = useEntryDismissal(dismissedOnServer);
  if (!showSiteEntryModal({ settings, loggedIn: Boolean(user), standalone, dismissed, pathname })) return null;
  return <AgeGateDialog title={t('title')} body={t('body', { name: settings.name })} confirmLabel={t('confirm')} leaveLabel={t('leave')} onConfirm={dismiss} />;
}
