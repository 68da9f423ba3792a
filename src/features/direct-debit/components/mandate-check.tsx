'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';

type Props = { creditor: string; checked: boolean; onChange: (checked: boolean) => void; error?: string };

/** §5: the mandate checkbox is required; the mandate's text names the site as creditor. */
export function MandateCheck({ creditor, checked, onChange, error }: Props) {
  const t = useTranslations('DirectDebitPage');
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold mb-1">{t('mandateTitle')}</legend>
      <p className="small text-body-secondary mb-2">{t('mandateText', { creditor })}</p>
      <Form.Check id="sdd-mandate">
        <Form.Check.Input
          type="checkbox"
          checked={checked}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <Form.Check.Label>{t('mandateLabel', { creditor })}</Form.Check.Label>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Check>
    </fieldset>
  );
}
