'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import { useOptionLabel, type OptionField } from '@/lib/hooks/use-profile-labels';

type Props = {
  id: string;
  label: string;
  options: readonly string[];
  /** Which ProfileOptions list names the values. */
  labels: OptionField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
  labelClassName?: string;
};

/** A select over one of the §3 option lists; every one is optional, so "no answer" comes first. */
export function OptionSelect({ id, label, options, labels, value, onChange, error, className, labelClassName }: Props) {
  const t = useTranslations('ProfileFields');
  const optionLabel = useOptionLabel();
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
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
