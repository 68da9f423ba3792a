'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { useUser } from '@/lib/api/current-user';
import type { UserDto } from '@/shared/types/api';
import { useIsClient } from '../hooks/use-is-client';
import { pushPermission } from '../utils/push';
import { missingSteps } from '../utils/steps';
import { SignupSteps } from './signup-steps';
import styles from './signup.module.scss';
import { paths } from '@/shared/paths';

/** The steps are fixed when the page opens, so finishing one does not reshuffle the rest. */
function MissingSteps({ user }: { user: UserDto }) {
  const t = useTranslations('CompleteSignupPage');
  const router = useRouter();
  const [steps] = useState(() => missingSteps(user, pushPermission()));
  if (!steps.length) {
    return (
      <div className="text-center py-3">
        <i className="bi bi-patch-check display-5 text-primary" aria-hidden />
        <p className="mt-2">{t('nothingMissing')}</p>
        <Link href={paths.members.search()} className={`btn btn-primary`}>
          {t('toMembers')}
        </Link>
      </div>
    );
  }
  return <SignupSteps steps={steps} onFinished={() => router.push(paths.members.search())} />;
}

/** /complete-signup: steps 0–4 again, only those the profile still misses. */
export function CompleteSignupPage() {
  const t = useTranslations('CompleteSignupPage');
  const { data: user } = useUser();
  // Which steps are missing depends on the browser's notification permission: decide in the browser.
  const isClient = useIsClient();
  return (
    <div className={`container py-4 ${styles.page}`}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-3 p-sm-4">
          <h1 className="h3">{t('title')}</h1>
          <p className="text-body-secondary">{t('intro')}</p>
          {isClient && user ? (
            <MissingSteps user={user} />
          ) : (
            <div className="text-center py-5">
              <Spinner aria-hidden />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
