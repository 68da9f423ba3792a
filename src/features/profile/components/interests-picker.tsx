'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import styles from './profile.module.css';

const MAX_INTERESTS = 30;

type Props = { selected: string[]; error?: string; onChange: (slugs: string[]) => void };

/** Toggle chips with the interests' icons; at most 30, like the API's schema. */
export function InterestsPicker({ selected, error, onChange }: Props) {
  const t = useTranslations('ProfilePage');
  const { interests } = useSettings();
  const full = selected.length >= MAX_INTERESTS;
  const toggle = (slug: string) =>
    onChange(selected.includes(slug) ? selected.filter((s) => s !== slug) : [...selected, slug].sort());
  return (
    <div>
      <p className="small text-body-secondary mb-2" id="interests-help">
        {t('interestsHelp')} <span className="fw-semibold">{t('interestsCount', { count: selected.length })}</span>
      </p>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-describedby="interests-help">
        {interests.map((interest) => {
          const on = selected.includes(interest.slug);
          return (
            <li key={interest.id}>
              <button
                type="button"
                className={`btn btn-sm rounded-pill ${on ? styles.chipOn : styles.chip}`}
                aria-pressed={on}
                disabled={!on && full}
                onClick={() => toggle(interest.slug)}
              >
                <i className={`bi bi-${on ? 'check-lg' : interest.icon} me-1`} aria-hidden />
                {interest.name}
              </button>
            </li>
          );
        })}
      </ul>
      {error && <Form.Control.Feedback type="invalid" className="d-block">{error}</Form.Control.Feedback>}
    </div>
  );
}
