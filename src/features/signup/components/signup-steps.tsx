'use client';
import { useState, type ComponentType } from 'react';
import { useUser } from '@/lib/api/current-user';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { SIGNUP_STEPS, stepAfter, stepProgress, type SignupStep } from '../utils/steps';
import { clearDraft, loadDraft, saveStepDraft } from '../utils/signup-draft';
import { markSignupFinished } from '../utils/signup-finished';
import { AboutStep } from './about-step';
import { LocationStep } from './location-step';
import { PersonalStep } from './personal-step';
import { PhotoStep } from './photo-step';
import { PushStep } from './push-step';
import { StepProgress } from './step-progress';
import type { StepProps } from './step-types';
import styles from './signup.module.scss';

const STEP_COMPONENTS: Record<SignupStep, ComponentType<StepProps>> = {
  photo: PhotoStep,
  location: LocationStep,
  personal: PersonalStep,
  about: AboutStep,
  push: PushStep,
};

type Props = {
  steps?: readonly SignupStep[];
  onFinished: () => void;
  /** The signup itself keeps its step for a reload; /complete-signup has nothing to resume. */
  persist?: boolean;
};

/** After a reload: the step the member was on, if it is one of these steps. */
function resumeStep(steps: readonly SignupStep[], persist: boolean): SignupStep {
  const saved = persist ? loadDraft().step : undefined;
  return saved && steps.includes(saved) ? saved : steps[0];
}

/** Runs steps 0–4 (or the ones given, for /complete-signup) one after the other; a reload resumes. */
export function SignupSteps({ steps = SIGNUP_STEPS, onFinished, persist = false }: Props) {
  const { data: user } = useUser();
  const [current, setCurrent] = useState<SignupStep>(() => resumeStep(steps, persist));
  const [consent, setConsent] = useState(false);
  const Step = STEP_COMPONENTS[current];
  const ref = useFocusOnChange<HTMLDivElement>(current);
  const next = () => {
    const following = stepAfter(steps, current);
    if (following) {
      if (persist) saveStepDraft(following);
      setCurrent(following);
    } else {
      if (persist) clearDraft();
      if (user) markSignupFinished(user.id);
      onFinished();
    }
  };
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      <StepProgress {...stepProgress(current)} />
      <Step key={current} onNext={next} consent={consent} onConsent={() => setConsent(true)} />
    </div>
  );
}
