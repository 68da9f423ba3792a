'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { MIN_AGE, MAX_AGE } from '@/shared/constants';

type Props = { id: string; label: string; value: string; error?: string; onChange: (value: string) => void };

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);

export function AgeSelect({ id, label, value, error, onChange }: Props) {
  const t = useTranslations('SearchFilters');
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} isInvalid={Boolean(error)}>
        <option value="">{t('anyOption')}</option>
        {AGES.map((age) => (
          <option key={age} value={String(age)}>
            {t('ageOption', { age })}
          </option>
        ))}
      </Form.Select>
      {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
    </Form.Group>
  );
}
