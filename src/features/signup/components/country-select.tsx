'use client';
import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { useSettings } from '@/components/providers/settings-context';

type Props = { value: string; onChange: (value: string) => void; error?: string };

/** The site's countries, named in the member's language, alphabetically. */
export function CountrySelect({ value, onChange, error }: Props) {
  const t = useTranslations('SignupSteps');
  const locale = useLocale();
  const { countries } = useSettings();
  const tCountry = useTranslations('Countries');
  const options = useMemo(() => {
    const name = (code: string) => (tCountry.has(code as 'NL') ? tCountry(code as 'NL') : code);
    return countries.map((code) => ({ code, name: name(code) })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [countries, locale, tCountry]);
  return (
    <Form.Group className="mb-3" controlId="signup-country">
      <Form.Label>{t('country')}</Form.Label>
      <Form.Select value={value} isInvalid={Boolean(error)} onChange={(e) => onChange(e.target.value)} autoComplete="country">
        {!value && <option value="">{t('choose')}</option>}
        {options.map((o) => (
          <option key={o.code} value={o.code}>{o.name}</option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
