/** What each of the steps 0–4 gets from the step runner. */
export type StepProps = {
  /** Saved or skipped: on to the next step. */
  onNext: () => void;
  /** GDPR art. 9 consent already given earlier in this flow (sent again with later steps). */
  consent: boolean;
  onConsent: () => void;
};
