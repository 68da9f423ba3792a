'use client';
import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Spinner } from 'react-bootstrap';
import { useUser } from '@/lib/api/current-user';
import type { UserDto } from '@/shared/types/api';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { pushPermission } from '../utils/push';
import { signupFinished } from '../utils/signup-finished';
import { missingSteps } from '../utils/steps';
import { SignupSteps } from './signup-steps';
import styles from './signup.module.scss';
import { paths } from '@/shared/paths';

function Waiting() {
  return (
    <div className="text-center py-5">
      <Spinner aria-hidden />
    </div>
  );
}

/**
 * The steps are fixed when the page opens, so finishing one does not reshuffle the rest. A member who
 * finished the signup steps, or whose profile misses nothing, has nothing to do here: on to /members.
 */
function MissingSteps({ user }: { user: UserDto }) {
  const router = useRouter();
  const [steps] = useState(() => (signupFinished(user.id) ? [] : missingSteps(user, pushPermission())));
  const done = steps.length === 0;
  useEffect(() => {
    if (done) router.replace(paths.members.search());
  }, [done, router]);
  if (done) return <Waiting />;
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
          {isClient && user ? <MissingSteps user={user} /> : <Waiting />}
        </div>
      </div>
    </div>
  );
}
