'use client';
import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { useConfirmMailChange } from '../api/confirm-mail-change';
import { SettingsCard } from './settings-card';
import { paths } from '@/shared/paths';

/**
 * /mail-change/do?token=…: confirms the new address from the page, not from the link's GET, so a
 * mail scanner that opens links does not use up the token.
 */
export function MailChangeConfirm({ token }: { token: string }) {
  const t = useTranslations('MailChangePage');
  const tErrors = useTranslations('Errors');
  const confirm = useConfirmMailChange();
  const started = useRef(false);

  useEffect(() => {
    // Once per page, also under React's double effects in development: the token works once.
    if (started.current || token.length < 10) return;
    started.current = true;
    confirm.mutate(token);
  }, [confirm, token]);

  const failed = confirm.isError || token.length < 10;
  return (
    <div className="container py-4" style={{ maxWidth: 560 }}>
      {failed ? (
        <SettingsCard id="mail-change-result" title={t('failedTitle')}>
          <p>{tErrors('linkInvalid')}</p>
          <Link href={paths.notifications} className="btn btn-primary">
            {t('settings')}
          </Link>
        </SettingsCard>
      ) : confirm.isSuccess ? (
        <SettingsCard id="mail-change-result" title={t('doneTitle')}>
          <p>{t('doneText', { email: confirm.data.email })}</p>
          <Link href={paths.notifications} className="btn btn-primary">
            {t('settings')}
          </Link>
        </SettingsCard>
      ) : (
        <p role="status" className="text-center py-5">
          <Spinner size="sm" className="me-2" aria-hidden />
          {t('confirming')}
        </p>
      )}
    </div>
  );
}
