'use client';
import { useSyncExternalStore, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Alert } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { UserDto } from '@/shared/types/api';
import { dismissedAt, rememberDismissal } from '../dismissal';
import { PHOTO_ALERT_DISMISSED_KEY, showPhotoAlert } from './photo-rule';

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
    <Alert variant="light" dismissible onClose={dismiss} closeLabel={t('close')} className="d-flex gap-3 align-items-center border shadow-sm mt-3 mb-0">
      <i className="bi bi-camera fs-3 text-primary-emphasis" aria-hidden />
      <div className="flex-grow-1 d-sm-flex align-items-center gap-3">
        <div className="flex-grow-1">
          <h2 className="h6 fw-bold mb-1">{t('photoTitle')}</h2>
          <p className="mb-0">{t('photoBody')}</p>
        </div>
        <Link href="/profile" className="btn btn-sm btn-dark text-nowrap mt-2 mt-sm-0">
          {t('photoAction')}
        </Link>
      </div>
    </Alert>
  );
}
