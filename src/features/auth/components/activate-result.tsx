'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AuthCard } from './auth-card';

/** /activate/done: the e-mail address is confirmed (the activation link also logged the member in). */
export function ActivateDone() {
  const t = useTranslations('ActivatePage');
  return (
    <AuthCard title={t('doneTitle')} icon="patch-check">
      <p>{t('doneText')}</p>
      <Link href="/members" className={`btn btn-primary btn-lg w-100`}>{t('toMembers')}</Link>
    </AuthCard>
  );
}

/** /activate/error (§8): 'Activeren mislukt' and how to get a new link. */
export function ActivateError({ loggedIn }: { loggedIn: boolean }) {
  const t = useTranslations('ActivatePage');
  const tErrors = useTranslations('Errors');
  return (
    <AuthCard title={tErrors('activationFailed')} icon="exclamation-triangle">
      <p>{tErrors('linkInvalid')}</p>
      <p className="small text-body-secondary">{loggedIn ? t('errorHintLoggedIn') : t('errorHint')}</p>
      <Link href={loggedIn ? '/notifications' : '/login'} className={`btn btn-primary`}>
        {loggedIn ? t('toSettings') : t('toLogin')}
      </Link>
    </AuthCard>
  );
}
