'use client';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Alert } from 'react-bootstrap';
import { redirectedToLogin } from '@/lib/signup-events';
import { paths } from '@/shared/paths';

/** §6: signups are off on this site, or only open to visitors who came through a traffic source. */
export function SignupsClosed() {
  const t = useTranslations('SignupForm');
  return (
    <div>
      <Alert variant="info">
        <i className="bi bi-info-circle me-2" aria-hidden />
        {t('closed')}
      </Alert>
      <p className="small mb-0">
        {t('haveAccount')}{' '}
        <Link href={paths.auth.login()} onClick={() => redirectedToLogin()}>
          {t('toLogin')}
        </Link>
      </p>
    </div>
  );
}
