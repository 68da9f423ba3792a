'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useUser } from '@/lib/api/current-user';
import { signupClosed } from '@/lib/signup-events';
import { signupDestination } from '../utils/signup-destination';
import { paths } from '@/shared/paths';

// §4: the unconfirmed-account reminder becomes a modal on phones when this query is set.
export const MEMBERS_AFTER_SIGNUP = paths.signup.done;

/** The complete step (§2 e-mail confirmation): check your inbox, then on to the members. */
export function CompleteStep() {
  const t = useTranslations('SignupSteps');
  const { data: user } = useUser();
  // Rendered in the browser only (the flow never renders on the server), so storage is there.
  const destination = signupDestination();
  return (
    <div className="text-center py-2">
      <i className="bi bi-envelope-check display-4 text-primary" aria-hidden />
      <h2 className="h4 mt-2">{t('completeTitle')}</h2>
      <p>{t.rich('completeText', { email: user?.email ?? '', strong: (chunks) => <strong className="text-break">{chunks}</strong> })}</p>
      <p className="small text-body-secondary">{t('completeSpam')}</p>
      <div className="d-grid gap-2 col-sm-8 mx-auto mt-4">
        <Link href={destination} className={`btn btn-primary btn-lg`} onClick={() => signupClosed()}>
          {destination === MEMBERS_AFTER_SIGNUP ? t('toMembers') : t('toChat')}
        </Link>
        <Link href={paths.signup.matches} className="btn btn-link" onClick={() => signupClosed()}>
          {t('toMatches')}
        </Link>
      </div>
    </div>
  );
}
