'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';

type Props = { id: string; checked: boolean; onChange: (checked: boolean) => void; error?: string };

/**
 * GDPR art. 9: sexual orientation and sexual interests are special-category data, stored only with
 * explicit consent; an unticked box that the member ticks themself, with what it is for.
 */
export function SpecialDataConsent({ id, checked, onChange, error }: Props) {
  const t = useTranslations('SignupSteps');
  return (
    <Form.Group className="mb-3 p-3 rounded bg-body-tertiary border" controlId={id}>
      <Form.Check type="checkbox" isInvalid={Boolean(error)}>
        <Form.Check.Input type="checkbox" checked={checked} isInvalid={Boolean(error)} onChange={(e) => onChange(e.target.checked)} />
        <Form.Check.Label className="small">{t('consentLabel')}</Form.Check.Label>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Check>
    </Form.Group>
  );
}
