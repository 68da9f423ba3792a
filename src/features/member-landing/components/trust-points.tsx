import { useTranslations } from 'next-intl';

const POINTS = ['pointFree', 'pointQuick', 'pointDiscreet'] as const;

/** Three short reasons to sign up, under the call to action. */
export function TrustPoints({ className = '' }: { className?: string }) {
  const t = useTranslations('MemberLanding');
  return (
    <ul className={`list-unstyled d-flex flex-wrap gap-3 small mb-0 ${className}`}>
      {POINTS.map((point) => (
        <li key={point}>
          <i className="bi bi-check-circle-fill me-1" aria-hidden />
          {t(point)}
        </li>
      ))}
    </ul>
  );
}
