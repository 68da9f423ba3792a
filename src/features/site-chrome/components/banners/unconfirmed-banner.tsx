'use client';
import { lazy, Suspense, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { UserDto } from '@/shared/types/api';
import { usePhone } from '@/components/layout/use-media-query';
import { showUnconfirmedReminder, SIGNUP_COMPLETE_PARAM, unconfirmedAsModal } from './unconfirmed-rule';
import { BannerShell } from '@/components/layout/banners/banner-shell';
import { UnconfirmedReminderText } from './unconfirmed-reminder-text';

// Shown once, on a phone right after signup: the modal's code loads only then.
const UnconfirmedModal = lazy(() => import('./unconfirmed-modal').then((module) => ({ default: module.UnconfirmedModal })));

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
      <Suspense fallback={null}>
        <UnconfirmedModal email={user.email} show={!modalClosed} onClose={() => setModalClosed(true)} />
      </Suspense>
    );
  }
  return (
    <BannerShell id="unconfirmed" variant="warning" icon="envelope-exclamation" title={t('unconfirmedTitle')}>
      <UnconfirmedReminderText email={user.email} />
    </BannerShell>
  );
}
