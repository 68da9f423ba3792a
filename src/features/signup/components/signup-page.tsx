'use client';
import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { Spinner } from 'react-bootstrap';
import { useIsClient } from '@/lib/hooks/use-is-client';
import { resumePhase, SignupFlow, usePhaseTitle, type SignupPhase } from './signup-flow';
import styles from './signup.module.scss';
import { forgetSignupDestination, rememberSignupDestination } from '../utils/signup-destination';
import { paths } from '@/shared/paths';

type Props = {
  trafficSource: boolean;
  loggedIn?: boolean;
  /** §2 /members/{id}/signup: the member's chat, where the finished signup leads. */
  destination?: string;
};

/**
 * §2: the signup as a page, on smartphones (and on desktop when /signup is opened directly). A
 * logged-in member who reloaded during the profile steps carries on; any other goes to /members.
 */
export function SignupPage({ trafficSource, loggedIn = false, destination }: Props) {
  const router = useRouter();
  const isClient = useIsClient();
  // The form reads this visit's tracking data, prefill e-mail and draft from sessionStorage: browser only.
  const initialPhase = useMemo(() => (isClient ? resumePhase(loggedIn) : 'account'), [isClient, loggedIn]);
  const [phase, setPhase] = useState<SignupPhase | null>(null);
  const title = usePhaseTitle(phase ?? initialPhase);
  // Only on arrival: a member who just finished here (draft gone) stays for the complete step.
  const leave = isClient && loggedIn && phase === null && initialPhase === 'account';
  useEffect(() => {
    if (leave) router.replace(destination ?? paths.members.search());
  }, [leave, router, destination]);
  useEffect(() => {
    if (destination) rememberSignupDestination(destination);
    else forgetSignupDestination();
  }, [destination]);
  return (
    <div className={`container py-4 ${styles.page}`}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-3 p-sm-4">
          <h1 className="h3 mb-3">{title}</h1>
          {isClient && !leave ? (
            <SignupFlow initialPhase={initialPhase} onPhase={setPhase} trafficSourceHint={trafficSource} />
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
