'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { AuthCard } from './auth-card';
import { paths } from '@/shared/paths';

/**
 * /activate/done: the e-mail address is confirmed (`already`: it was before, the link was opened
 * again). The link signs no one in, so a browser that is not logged in (another device, another
 * person) is offered the login.
 */
export function ActivateDone({ loggedIn, already = false }: { loggedIn: boolean; already?: boolean }) {
  const t = useTranslations('ActivatePage');
  return (
    <AuthCard title={already ? t('alreadyTitle') : t('doneTitle')} icon="patch-check">
      <p>{already ? t('alreadyText') : t('doneText')}</p>
      <Link href={loggedIn ? paths.members.search() : paths.auth.login()} className={`btn btn-primary btn-lg w-100`}>
        {loggedIn ? t('toMembers') : t('toLogin')}
      </Link>
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
      <Link href={loggedIn ? paths.notifications : paths.auth.login()} className={`btn btn-primary`}>
        {loggedIn ? t('toSettings') : t('toLogin')}
      </Link>
    </AuthCard>
  );
}
