'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';

/** Groups of the shared ProfileOptions messages (the /profile page names the values the same way). */
export type OptionGroup = 'sexuality' | 'hairColour' | 'eyeColour' | 'bodyType' | 'relationshipStatus' | 'reason';

type Props = {
  id: string;
  group: OptionGroup;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** A profile choice (hair colour, body type …); its label is SignupSteps.<group>. */
export function OptionSelect({ id, group, options, value, onChange, error }: Props) {
  const t = useTranslations('SignupSteps');
  const tOption = useTranslations('ProfileOptions');
  const name = (option: string) => {
    const key = `${group}.${option}` as 'sexuality.hetero';
    return tOption.has(key) ? tOption(key) : option;
  };
  return (
    <Form.Group className="mb-3" controlId={`signup-${id}`}>
      <Form.Label>{t(group)}</Form.Label>
      <Form.Select value={value} isInvalid={Boolean(error)} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option} value={option}>{name(option)}</option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
