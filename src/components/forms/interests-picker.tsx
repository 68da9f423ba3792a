'use client';
import { useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { MAX_INTERESTS } from '@/shared/constants';
import type { InterestDto } from '@/shared/types/api';
import styles from './profile-fields.module.css';

type Props = {
  id: string;
  value: string[];
  onChange: (slugs: string[]) => void;
  error?: string;
  /** Where a heading above already names the field, the legend is only read out. */
  hideLegend?: boolean;
  /** In a dialog the chips scroll inside a box instead of making the dialog long. */
  scroll?: boolean;
  className?: string;
  /** The interests offered, when not all of the site's (a visitor's search leaves out sexual ones). */
  options?: InterestDto[];
  /** The line under the legend; by default how many are chosen of how many allowed. */
  help?: string;
};

/**
 * §3 interests as toggle chips with their icons, at most MAX_INTERESTS (the API's limit): checkboxes
 * underneath, so keyboards and screen readers get a labelled group of checkboxes.
 */
export function InterestsPicker({ id, value, onChange, error, hideLegend = false, scroll = false, className, options, help }: Props) {
  const t = useTranslations('ProfileFields');
  const settings = useSettings();
  const interests = options ?? settings.interests;
  const full = value.length >= MAX_INTERESTS;
  const toggle = (slug: string, on: boolean) => onChange(on ? [...value, slug].sort() : value.filter((s) => s !== slug));
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`} aria-invalid={error ? true : undefined}>
      <legend className={hideLegend ? 'visually-hidden' : 'form-label fs-6 mb-1'}>{t('interests')}</legend>
      <p id={`${id}-help`} className="form-text mt-0">
        {help ?? t('interestsHelp', { count: value.length, max: MAX_INTERESTS })}
      </p>
      <div className={`${styles.chips} ${scroll ? styles.chipsScroll : ''}`}>
        {interests.map((interest) => {
          const inputId = `${id}-${interest.slug}`;
          const checked = value.includes(interest.slug);
          return (
            <span key={interest.slug}>
              <input
                type="checkbox"
                className="btn-check"
                id={inputId}
                checked={checked}
                disabled={!checked && full}
                onChange={(e) => toggle(interest.slug, e.target.checked)}
              />
              <label className={`btn btn-sm rounded-pill ${styles.chip}`} htmlFor={inputId}>
                <i className={`bi bi-${checked ? 'check-lg' : interest.icon} me-1`} aria-hidden />
                {interest.name}
              </label>
            </span>
          );
        })}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
