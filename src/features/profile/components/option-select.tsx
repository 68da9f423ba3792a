'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useOptionLabel, type OptionField } from '@/lib/hooks/use-profile-labels';

type Props = {
  id: string;
  label: string;
  options: readonly string[];
  /** Which ProfileOptions list translates the values. */
  labels: OptionField;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

/** A select over one of the §3 option lists, with "no answer" first. */
export function OptionSelect({ id, label, options, labels, value, error, onChange }: Props) {
  const t = useTranslations('ProfilePage');
  const optionLabel = useOptionLabel();
  return (
    <Form.Group controlId={id}>
      <Form.Label className="fw-semibold">{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} isInvalid={Boolean(error)}>
        <option value="">{t('noAnswer')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(labels, option)}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
