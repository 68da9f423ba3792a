'use client';
import { useTranslations } from 'next-intl';
import { Button, Spinner } from 'react-bootstrap';

type Props = { pending?: boolean; onSkip: () => void; submitLabel?: string; skipLabel?: string };

/** The footer of every step: skip (every step is optional) and save-and-continue. */
export function StepActions({ pending = false, onSkip, submitLabel, skipLabel }: Props) {
  const t = useTranslations('SignupSteps');
  return (
    <div className="d-flex justify-content-between align-items-center gap-2 mt-4">
      <Button variant="link" className="text-body-secondary px-0" onClick={onSkip} disabled={pending}>
        {skipLabel ?? t('skip')}
      </Button>
      <Button type="submit" disabled={pending} className={`px-4`}>
        {pending && <Spinner size="sm" className="me-2" aria-hidden />}
        {submitLabel ?? t('next')}
      </Button>
    </div>
  );
}
