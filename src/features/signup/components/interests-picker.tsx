'use client';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import styles from './signup.module.scss';

type Props = { value: string[]; onChange: (value: string[]) => void; max: number; error?: string };

/** §3 interests, each with its icon, as toggle chips (checkboxes underneath, for keyboards and readers). */
export function InterestsPicker({ value, onChange, max, error }: Props) {
  const t = useTranslations('SignupSteps');
  const { interests } = useSettings();
  const toggle = (slug: string, on: boolean) => onChange(on ? [...value, slug] : value.filter((s) => s !== slug));
  return (
    <fieldset className="mb-3" aria-describedby="signup-interests-help">
      <legend className="form-label fs-6 mb-1">{t('interests')}</legend>
      <p id="signup-interests-help" className="form-text mt-0">{t('interestsHelp', { count: value.length, max })}</p>
      <div className={styles.interests}>
        {interests.map((interest) => {
          const id = `signup-interest-${interest.slug}`;
          const checked = value.includes(interest.slug);
          return (
            <span key={interest.slug}>
              <input
                type="checkbox"
                className="btn-check"
                id={id}
                checked={checked}
                disabled={!checked && value.length >= max}
                onChange={(e) => toggle(interest.slug, e.target.checked)}
              />
              <label className={`btn btn-sm btn-outline-primary rounded-pill`} htmlFor={id}>
                <i className={`bi bi-${interest.icon} me-1`} aria-hidden />
                {interest.name}
              </label>
            </span>
          );
        })}
      </div>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}
