'use client';
import { useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { useIsClient } from '../hooks/use-is-client';
import { SignupFlow, usePhaseTitle, type SignupPhase } from './signup-flow';
import styles from './signup.module.scss';

/** §2: the signup as a page, on smartphones (and on desktop when /signup is opened directly). */
export function SignupPage({ trafficSource }: { trafficSource: boolean }) {
  const [phase, setPhase] = useState<SignupPhase>('account');
  const title = usePhaseTitle(phase);
  // The form reads this visit's tracking data and prefill e-mail from sessionStorage: browser only.
  const isClient = useIsClient();
  return (
    <div className={`container py-4 ${styles.page}`}>
      <div className="card shadow-sm border-0">
        <div className="card-body p-3 p-sm-4">
          <h1 className="h3 mb-3">{title}</h1>
          {isClient ? (
            <SignupFlow onPhase={setPhase} trafficSourceHint={trafficSource} />
          ) : (
            <div className="text-center py-5"><Spinner aria-hidden /></div>
          )}
        </div>
      </div>
    </div>
  );
}
