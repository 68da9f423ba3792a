'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';

type Props = { checked: boolean; onChange: (checked: boolean) => void; error?: string };

/** Terms and privacy consent; the pages open in a new tab so the form keeps what was typed. */
export function TermsCheckbox({ checked, onChange, error }: Props) {
  const t = useTranslations('SignupForm');
  return (
    <Form.Group className="mb-3" controlId="signup-terms">
      <Form.Check type="checkbox" isInvalid={Boolean(error)}>
        <Form.Check.Input type="checkbox" checked={checked} isInvalid={Boolean(error)} onChange={(e) => onChange(e.target.checked)} />
        <Form.Check.Label className="small">{t.rich('terms', {
            terms: (chunks) => <a href="/terms" target="_blank" rel="noopener">{chunks}</a>,
            privacy: (chunks) => <a href="/privacy" target="_blank" rel="noopener">{chunks}</a>,
          })}</Form.Check.Label>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Check>
    </Form.Group>
  );
}
