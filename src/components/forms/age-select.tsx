'use client';
import { useTranslations } from 'next-intl';
import { fieldState } from '@/components/forms/field-state';
import { MIN_AGE, MAX_AGE } from '@/shared/constants';

type Props = {
  id: string;
  label: string;
  value: string;
  /** A message of this field's own, shown under it (the profile's ages looked for). */
  error?: string;
  /**
   * The id of a message shown elsewhere that explains why the range is refused (the search filters
   * show it under the whole row: under one select it would push that select out of line).
   */
  errorId?: string;
  onChange: (value: string) => void;
  /** Checked and passed: shows the valid state (§5). */
  valid?: boolean;
  labelClassName?: string;
};

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);

/**
 * One end of an age range (search filters, the ages a profile looks for); "no preference" first.
 * Bootstrap's markup without react-bootstrap: the search page ships no form components of its own.
 */
export function AgeSelect({ id, label, value, error, errorId, onChange, valid = false, labelClassName = 'small fw-semibold mb-1' }: Props) {
  const t = useTranslations('SearchFilters');
  const state = errorId ? { isInvalid: true, isValid: false } : fieldState(error, valid, value !== '');
  const stateClass = state.isInvalid ? ' is-invalid' : state.isValid ? ' is-valid' : '';
  return (
    <div>
      <label htmlFor={id} className={`form-label ${labelClassName}`}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select${stateClass}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={state.isInvalid ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{t('anyOption')}</option>
        {AGES.map((age) => (
          <option key={age} value={String(age)}>
            {t('ageOption', { age })}
          </option>
        ))}
      </select>
      {error && <div className="invalid-feedback">{error}</div>}
    </div>
  );
}
