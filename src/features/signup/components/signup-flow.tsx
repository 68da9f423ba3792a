'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { useSignupAllowed } from '../hooks/use-signup-allowed';
import { AccountForm } from './account-form';
import { CompleteStep } from './complete-step';
import { SignupSteps } from './signup-steps';
import { SignupsClosed } from './signups-closed';
import { inStepsDraft, saveStepDraft } from '../utils/signup-draft';
import { SIGNUP_STEPS } from '../utils/steps';
import styles from './signup.module.scss';

/** account → steps 0–4 → complete. "In progress" (§4: the modal cannot be dismissed) is 'steps'. */
export type SignupPhase = 'account' | 'steps' | 'complete';

type Props = { initialPhase?: SignupPhase; onPhase?: (phase: SignupPhase) => void; trafficSourceHint?: boolean };

/** The whole signup (§2), shared by the desktop modal and the /signup page. */
export function SignupFlow({ initialPhase = 'account', onPhase, trafficSourceHint }: Props) {
  const allowed = useSignupAllowed(trafficSourceHint);
  const [phase, setPhase] = useState<SignupPhase>(initialPhase);
  const ref = useFocusOnChange<HTMLDivElement>(phase);
  const go = (next: SignupPhase) => {
    setPhase(next);
    onPhase?.(next);
  };
  const created = () => {
    // The account exists: the typed answers are no longer kept, the step is what a reload resumes.
    saveStepDraft(SIGNUP_STEPS[0]);
    go('steps');
  };
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      {phase === 'account' && (allowed ? <AccountForm onCreated={created} /> : <SignupsClosed />)}
      {phase === 'steps' && <SignupSteps persist onFinished={() => go('complete')} />}
      {phase === 'complete' && <CompleteStep />}
    </div>
  );
}

/** Where a (re)opened signup starts: in the steps when a logged-in member reloaded during them. */
export function resumePhase(loggedIn: boolean): SignupPhase {
  return loggedIn && inStepsDraft() ? 'steps' : 'account';
}

/** The heading for each phase, for the modal title or the page's h1. */
export function usePhaseTitle(phase: SignupPhase): string {
  const t = useTranslations('SignupModal');
  if (phase === 'steps') return t('titleSteps');
  if (phase === 'complete') return t('titleComplete');
  return t('title');
}
