'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { fieldState } from '@/components/forms/field-state';
import { useSettings } from '@/components/providers/settings-context';
import styles from './signup.module.scss';
import { birthYears, DAYS, monthNames, type DateParts } from '../utils/date-of-birth';

type Props = { value: DateParts; onChange: (value: DateParts) => void; error?: string; valid?: boolean };

/** §5 date of birth as three selects; years start at the site's minimum age (settings.min_age). */
export function DateOfBirthSelect({ value, onChange, error, valid = false }: Props) {
  const t = useTranslations('SignupForm');
  const locale = useLocale();
  const { min_age } = useSettings();
  const months = useMemo(() => monthNames(locale), [locale]);
  const years = useMemo(() => birthYears(min_age), [min_age]);
  const set = (part: keyof DateParts) => (event: React.ChangeEvent<HTMLSelectElement>) => onChange({ ...value, [part]: event.target.value });
  const invalid = Boolean(error);
  const state = fieldState(error, valid);
  return (
    <fieldset className="mb-3" aria-describedby={invalid ? 'signup-dob-error' : undefined}>
      <legend className="form-label fs-6 mb-1">{t('dateOfBirth')}</legend>
      <div className="row g-2">
        <div className="col-3">
          <Form.Select aria-label={t('day')} value={value.day} onChange={set('day')} {...state} className={styles.dateSelect}>
            <option value="">{t('day')}</option>
            {DAYS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-5">
          <Form.Select aria-label={t('month')} value={value.month} onChange={set('month')} {...state} className={styles.dateSelect}>
            <option value="">{t('month')}</option>
            {months.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-4">
          <Form.Select aria-label={t('year')} value={value.year} onChange={set('year')} {...state} className={styles.dateSelect}>
            <option value="">{t('year')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Form.Select>
        </div>
      </div>
      {invalid && (
        <div id="signup-dob-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
