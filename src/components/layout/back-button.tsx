'use client';
import { useSyncExternalStore } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { onRoute } from './route-match';
import { useStandalone } from './use-media-query';
import { paths } from '@/shared/paths';

// §2: only in installed-app mode, on the profile, likes and credits pages, when there is history.
const BACK_ON = [paths.profile, paths.likes.list, paths.credits.packages] as const;

const noSubscription = () => () => undefined;

export function showBackButton(standalone: boolean, pathname: string, historyLength: number): boolean {
  return standalone && historyLength > 1 && onRoute(pathname, BACK_ON);
}

export function BackButton() {
  const t = useTranslations('TopNav');
  const router = useRouter();
  const pathname = usePathname();
  const standalone = useStandalone();
  const historyLength = useSyncExternalStore(
    noSubscription,
    () => window.history.length,
    () => 0,
  );
  if (!showBackButton(standalone, pathname, historyLength)) return null;
  return (
    <button type="button" className="btn btn-link text-body px-1 me-1" onClick={() => router.back()} aria-label={t('back')}>
      <i className="bi bi-chevron-left fs-4" aria-hidden />
    </button>
  );
}
