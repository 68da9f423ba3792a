'use client';
import { useSyncExternalStore, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { UserDto } from '@/shared/types/api';
import { dismissedAt, rememberDismissal } from '@/components/layout/dismissal';
import { PHOTO_ALERT_DISMISSED_KEY, showPhotoAlert } from './photo-rule';
import { BannerShell } from '@/components/layout/banners/banner-shell';
import { paths } from '@/shared/paths';

const noSubscription = () => () => undefined;

/** §4 profile-photo alert for members without a main photo; dismissible, remembered with a timestamp. */
export function PhotoBanner({ user }: { user: UserDto }) {
  const t = useTranslations('Banners');
  const pathname = usePathname();
  const [closed, setClosed] = useState(false);
  // On the server the alert counts as dismissed, so it never flashes before storage is read.
  const visible = useSyncExternalStore(
    noSubscription,
    () => showPhotoAlert(user, pathname, dismissedAt(PHOTO_ALERT_DISMISSED_KEY), Date.now()),
    () => false,
  );
  if (!visible || closed) return null;
  const dismiss = () => {
    rememberDismissal(PHOTO_ALERT_DISMISSED_KEY);
    setClosed(true);
  };
  return (
    <BannerShell
      id="photo"
      variant="light"
      icon="camera"
      title={t('photoTitle')}
      onDismiss={dismiss}
      className="border"
      action={
        <Link href={paths.profile} className="btn btn-sm btn-dark text-nowrap">
          {t('photoAction')}
        </Link>
      }
    >
      <p className="mb-0">{t('photoBody')}</p>
    </BannerShell>
  );
}
