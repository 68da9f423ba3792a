'use client';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEnableMail } from '../../api/enable-mail';
import type { UserDto } from '@/shared/types/api';
import { showMailOffAlert } from './mail-off-rule';
import { BannerShell } from '@/components/layout/banners/banner-shell';

/** §4 disabled-notifications alert with a way to turn mail back on; it goes once user.php says so. */
export function MailOffBanner({ user }: { user: UserDto }) {
  const t = useTranslations('Banners');
  const pathname = usePathname();
  const enable = useEnableMail();
  if (!showMailOffAlert(user, pathname)) return null;
  return (
    <BannerShell
      id="mail-off"
      variant="warning"
      icon="envelope-exclamation"
      title={t('mailOffTitle')}
      action={
        <button type="button" className="btn btn-dark btn-sm text-nowrap" disabled={enable.isPending} onClick={() => enable.mutate()}>
          {enable.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden />}
          {t('mailOn')}
        </button>
      }
    >
      <p className="mb-0">{t('mailOffBody')}</p>
    </BannerShell>
  );
}
