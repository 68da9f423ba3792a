'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { MIN_AGE, MAX_AGE } from '@/shared/constants';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the message that explains why the range is refused; the select shows as invalid. */
  errorId?: string;
};

const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, i) => MIN_AGE + i);

/**
 * One end of the age range. The range's message is the form's, under the whole filter row: under one
 * select it would push that select out of line with the others.
 */
export function AgeSelect({ id, label, value, onChange, errorId }: Props) {
  const t = useTranslations('SearchFilters');
  return (
    <Form.Group controlId={id}>
      <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
      <Form.Select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        isInvalid={Boolean(errorId)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      >
        <option value="">{t('anyOption')}</option>
        {AGES.map((age) => (
          <option key={age} value={String(age)}>
            {t('ageOption', { age })}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
