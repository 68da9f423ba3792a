'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import styles from './profile-fields.module.css';

type Props = { id: string; checked: boolean; onChange: (checked: boolean) => void; error?: string };

/**
 * GDPR art. 9: sexual orientation and sexual interests are special-category data, stored only with
 * explicit, separate consent: an unticked box the member ticks themself, with what it is for.
 */
export function SpecialDataConsent({ id, checked, onChange, error }: Props) {
  const t = useTranslations('ProfileFields');
  return (
    <div className={`rounded-3 border p-3 mb-3 ${styles.consent} ${error ? 'border-danger' : ''}`}>
      <Form.Check id={id}>
        <Form.Check.Input
          type="checkbox"
          checked={checked}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${id}-help`}
        />
        <Form.Check.Label className="fw-semibold">{t('consentLabel')}</Form.Check.Label>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Check>
      <p id={`${id}-help`} className="small text-body-secondary mb-0 mt-1 ms-4">
        {t('consentHelp')}
      </p>
    </div>
  );
}
