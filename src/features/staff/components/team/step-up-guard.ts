/** From useStepUp: true when the error asked for a fresh code (the prompt opens, then `again` runs). */
export type StepUpGuard = (error: unknown, again: () => void) => boolean;
