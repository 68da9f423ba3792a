'use client';
import { useState } from 'react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Button, Modal } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { UserDto } from '@/shared/types/api';
import { usePhone } from '@/components/layout/use-media-query';
import { showUnconfirmedReminder, SIGNUP_COMPLETE_PARAM, unconfirmedAsModal } from './unconfirmed-rule';
import { ResendActivationButton } from '@/components/layout/banners/resend-activation-button';
import { BannerShell } from '@/components/layout/banners/banner-shell';
import { paths } from '@/shared/paths';

function ReminderText({ email }: { email: string }) {
  const t = useTranslations('Banners');
  return (
    <>
      <p className="mb-1">{t('unconfirmedBody', { email })}</p>
      <p className="mb-0 small">
        {t.rich('unconfirmedResendHint', {
          link: (chunks) => (
            <Link href={paths.notifications} className="alert-link">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <ResendActivationButton email={email} />
    </>
  );
}

/**
 * Whether the address said that signup just finished since this banner mounted: SignupCompleteParam
 * takes api_signup_complete out of the address bar as soon as it arrives, and the modal stays.
 */
function useSignupJustCompleted(): boolean {
  const inQuery = useSearchParams().has(SIGNUP_COMPLETE_PARAM);
  const [seen, setSeen] = useState(inQuery);
  if (inQuery && !seen) setSeen(true);
  return seen || inQuery;
}

/** §4 unconfirmed-account reminder; a modal on a phone right after signup (api_signup_complete). */
export function UnconfirmedBanner({ user }: { user: UserDto }) {
  const t = useTranslations('Banners');
  const pathname = usePathname();
  const signupJustCompleted = useSignupJustCompleted();
  const phone = usePhone();
  const [modalClosed, setModalClosed] = useState(false);
  if (!showUnconfirmedReminder(user, pathname)) return null;

  if (unconfirmedAsModal(signupJustCompleted, phone)) {
    return (
      <Modal show={!modalClosed} onHide={() => setModalClosed(true)} centered aria-labelledby="unconfirmed-title">
        <Modal.Header closeButton closeLabel={t('close')}>
          <Modal.Title id="unconfirmed-title" as="h2" className="h5">
            {t('unconfirmedTitle')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ReminderText email={user.email} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="dark" onClick={() => setModalClosed(true)}>
            {t('understood')}
          </Button>
        </Modal.Footer>
      </Modal>
    );
  }
  return (
    <BannerShell id="unconfirmed" variant="warning" icon="envelope-exclamation" title={t('unconfirmedTitle')}>
      <ReminderText email={user.email} />
    </BannerShell>
  );
}
