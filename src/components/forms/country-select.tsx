'use client';
import { Form } from 'react-bootstrap';
import { fieldState } from '@/components/forms/field-state';
import { useLocale, useTranslations } from 'next-intl';
import { useSettings } from '@/components/providers/settings-context';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { sortByName } from '@/shared/collation';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Checked and passed: shows the valid state (§5). */
  valid?: boolean;
  className?: string;
  labelClassName?: string;
  /** The countries to offer; the request's site's by default (the back office offers every one). */
  countries?: readonly string[];
};

/** The site's countries, named in the member's language, alphabetically. */
export function CountrySelect({ id, value, onChange, error, valid = false, className, labelClassName, countries: offered }: Props) {
  const t = useTranslations('ProfileFields');
  const locale = useLocale();
  const settings = useSettings();
  const countries = offered ?? settings.countries;
  const countryName = useCountryName();
  // The member's own country stays choosable even when this site serves other countries.
  const codes = value && !countries.includes(value) ? [value, ...countries] : countries;
  const options = codes.map((code) => ({ code, name: countryName(code) ?? code }));
  const sorted = sortByName(options, locale, (o) => o.name);
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label className={labelClassName}>{t('country')}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)} {...fieldState(error, valid, value !== '')} autoComplete="country">
        {!value && <option value="">{t('chooseCountry')}</option>}
        {sorted.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
