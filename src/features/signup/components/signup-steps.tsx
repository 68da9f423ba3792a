'use client';
import { useState, type ComponentType } from 'react';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { SIGNUP_STEPS, stepAfter, stepProgress, type SignupStep } from '../utils/steps';
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

type Props = { steps?: readonly SignupStep[]; onFinished: () => void };

/** Runs steps 0–4 (or the ones given, for /complete-signup) one after the other. */
export function SignupSteps({ steps = SIGNUP_STEPS, onFinished }: Props) {
  const [current, setCurrent] = useState<SignupStep>(steps[0]);
  const [consent, setConsent] = useState(false);
  const Step = STEP_COMPONENTS[current];
  const ref = useFocusOnChange<HTMLDivElement>(current);
  const next = () => {
    const following = stepAfter(steps, current);
    if (following) setCurrent(following);
    else onFinished();
  };
  return (
    <div ref={ref} tabIndex={-1} className={styles.focusTarget}>
      <StepProgress {...stepProgress(steps, current)} />
      <Step key={current} onNext={next} consent={consent} onConsent={() => setConsent(true)} />
    </div>
  );
}
