'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { fieldState } from '@/components/forms/field-state';
import { paths } from '@/shared/paths';

type Props = { checked: boolean; onChange: (checked: boolean) => void; error?: string; valid?: boolean };

/** Terms and privacy consent; the pages open in a new tab so the form keeps what was typed. */
export function TermsCheckbox({ checked, onChange, error, valid = false }: Props) {
  const t = useTranslations('SignupForm');
  return (
    <Form.Group className="mb-3" controlId="signup-terms">
      <Form.Check type="checkbox" isInvalid={Boolean(error)} isValid={!error && valid && checked}>
        <Form.Check.Input type="checkbox" checked={checked} {...fieldState(error, valid, checked)} onChange={(e) => onChange(e.target.checked)} />
        <Form.Check.Label className="small">
          {t.rich('terms', {
            terms: (chunks) => (
              <a href={paths.info('terms')} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
            privacy: (chunks) => (
              <a href={paths.info('privacy')} target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          })}
        </Form.Check.Label>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Check>
    </Form.Group>
  );
}
