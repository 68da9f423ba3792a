'use client';
import { usePathname } from 'next/navigation';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useEnableMail } from '@/lib/api/enable-mail';
import type { UserDto } from '@/shared/types/api';
import { showMailOffAlert } from './mail-off-rule';

/** §4 disabled-notifications alert with a way to turn mail back on; it goes once user.php says so. */
export function MailOffBanner({ user }: { user: UserDto }) {
  const t = useTranslations('Banners');
  const pathname = usePathname();
  const enable = useEnableMail();
  if (!showMailOffAlert(user, pathname)) return null;
  return (
    <Alert variant="warning" className="d-flex gap-3 align-items-center shadow-sm mt-3 mb-0">
      <i className="bi bi-envelope-exclamation fs-3" aria-hidden />
      <div className="flex-grow-1 d-sm-flex align-items-center gap-3">
        <div className="flex-grow-1">
          <h2 className="h6 fw-bold mb-1">{t('mailOffTitle')}</h2>
          <p className="mb-0">{t('mailOffBody')}</p>
        </div>
        <Button size="sm" variant="dark" className="text-nowrap mt-2 mt-sm-0" disabled={enable.isPending} onClick={() => enable.mutate()}>
          {enable.isPending && <Spinner size="sm" className="me-2" aria-hidden />}
          {t('mailOn')}
        </Button>
      </div>
    </Alert>
  );
}
