'use client';
import { Form } from 'react-bootstrap';
import { useCountryName } from '@/lib/hooks/use-profile-labels';
import { COUNTRIES } from '@/shared/constants';

type Props = { idPrefix: string; legend: string; value: string[]; onChange: (value: string[]) => void; error?: string };

const toggle = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** The countries the platform serves, named in the staff member's language, ticked or not. */
export function CountryChecks({ idPrefix, legend, value, onChange, error }: Props) {
  const countryName = useCountryName();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {COUNTRIES.map((code) => (
        <Form.Check
          key={code}
          inline
          id={`${idPrefix}-country-${code}`}
          label={countryName(code) ?? code}
          checked={value.includes(code)}
          isInvalid={Boolean(error)}
          onChange={() => onChange(toggle(value, code))}
        />
      ))}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}
