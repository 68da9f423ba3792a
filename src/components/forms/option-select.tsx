'use client';
import { Form } from 'react-bootstrap';
import { fieldState } from '@/components/forms/field-state';
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
  /** Checked and passed: shows the valid state (§5). */
  valid?: boolean;
  className?: string;
  labelClassName?: string;
};

/** A select over one of the §3 option lists; every one is optional, so "no answer" comes first. */
export function OptionSelect({ id, label, options, labels, value, onChange, error, valid = false, className, labelClassName }: Props) {
  const t = useTranslations('ProfileFields');
  const optionLabel = useOptionLabel();
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className={labelClassName}>{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} {...fieldState(error, valid, value !== '')}>
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
