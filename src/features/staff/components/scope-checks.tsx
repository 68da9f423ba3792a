'use client';
import { Form } from 'react-bootstrap';
import { languageName } from '@/components/layout/language-name';
import { LOCALES } from '@/shared/constants';

type ChecksProps = {
  idPrefix: string;
  legend: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
  className?: string;
};

const toggle = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** Sites by domain, ticked or not (a staff member's scope, where an own profile is shown). */
export function SiteChecks({ sites, ...props }: ChecksProps & { sites: ReadonlyArray<{ id: number; domain: string }> }) {
  const { idPrefix, legend, value, onChange, error, disabled, className = 'mb-3' } = props;
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {sites.map((site) => (
        <Form.Check
          key={site.id}
          inline
          id={`${idPrefix}-site-${site.id}`}
          label={site.domain}
          checked={value.includes(site.domain)}
          isInvalid={Boolean(error)}
          onChange={() => onChange(toggle(value, site.domain))}
        />
      ))}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}

/** The eleven languages, each named in itself, ticked or not. */
export function LanguageChecks({ idPrefix, legend, value, onChange, error, disabled, className = 'mb-2' }: ChecksProps) {
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {LOCALES.map((locale) => (
        <Form.Check
          key={locale}
          inline
          id={`${idPrefix}-lang-${locale}`}
          label={languageName(locale)}
          lang={locale}
          checked={value.includes(locale)}
          isInvalid={Boolean(error)}
          onChange={() => onChange(toggle(value, locale))}
        />
      ))}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}
