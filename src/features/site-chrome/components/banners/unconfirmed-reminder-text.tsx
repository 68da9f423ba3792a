'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ResendActivationButton } from '@/components/layout/banners/resend-activation-button';
import { paths } from '@/shared/paths';

/** §4: what the unconfirmed-account reminder says, in the banner and in the phone's modal alike. */
export function UnconfirmedReminderText({ email }: { email: string }) {
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
