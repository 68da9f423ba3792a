'use client';
import { Form } from 'react-bootstrap';
import { useTranslations } from 'next-intl';

type Props = { checked: boolean; error?: string; onChange: (checked: boolean) => void };

/** GDPR art. 9: explicit, separate consent before orientation or sexual interests are stored. */
export function SpecialDataConsent({ checked, error, onChange }: Props) {
  const t = useTranslations('ProfilePage');
  return (
    <div className={`rounded-3 border p-3 mb-3 ${error ? 'border-danger' : ''}`} style={{ background: '#fff8fd' }}>
      <Form.Check id="profile-consent">
        <Form.Check.Input type="checkbox" checked={checked} isInvalid={Boolean(error)} onChange={(e) => onChange(e.target.checked)} aria-describedby="profile-consent-help" />
        <Form.Check.Label className="fw-semibold">{t('consentLabel')}</Form.Check.Label>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Check>
      <p id="profile-consent-help" className="small text-body-secondary mb-0 mt-1 ms-4">{t('consentHelp')}</p>
    </div>
  );
}
