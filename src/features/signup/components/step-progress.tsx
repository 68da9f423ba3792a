'use client';
import { useTranslations } from 'next-intl';

/** "Step n of m" with a bar; the bar carries the same text as its accessible name. */
export function StepProgress({ n, of }: { n: number; of: number }) {
  const t = useTranslations('SignupSteps');
  const label = t('progress', { n, of });
  return (
    <div className="mb-3">
      <p className="small text-body-secondary mb-1" aria-hidden>
        {label}
      </p>
      <div className="progress" role="progressbar" aria-label={label} aria-valuenow={n} aria-valuemin={0} aria-valuemax={of} style={{ height: 6 }}>
        <div className="progress-bar" style={{ width: `${(n / of) * 100}%` }} />
      </div>
    </div>
  );
}
