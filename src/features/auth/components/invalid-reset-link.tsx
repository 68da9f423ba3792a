'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AuthCard } from './auth-card';
import { paths } from '@/shared/paths';

/** An expired, used or broken reset link: the §8 message and the way to a new one. */
export function InvalidResetLink() {
  const t = useTranslations('ResetPasswordPage');
  const tErrors = useTranslations('Errors');
  return (
    <AuthCard title={t('invalidTitle')} icon="link-45deg">
      <p>{tErrors('linkInvalid')}</p>
      <Link href={paths.auth.resetPassword} className={`btn btn-primary`}>
        {t('requestNew')}
      </Link>
    </AuthCard>
  );
}
