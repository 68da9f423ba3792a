'use client';
import { useTranslations } from 'next-intl';
import { MIN_AGE, MAX_AGE } from '@/shared/constants';

type Props = { id: string; label: string; value: string; error?: string; onChange: (value: string) => void };

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);

export function AgeSelect({ id, label, value, error, onChange }: Props) {
  const t = useTranslations('SearchFilters');
  return (
    <div>
      <label htmlFor={id} className="form-label small fw-semibold mb-1">
        {label}
      </label>
      <select id={id} className={`form-select ${error ? 'is-invalid' : ''}`} value={value} onChange={(e) => onChange(e.target.value)}>
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
