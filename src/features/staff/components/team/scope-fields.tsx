'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { languageName } from '@/components/layout/language-name';
import { LOCALES } from '@/shared/constants';
import { STAFF_ROLES, type StaffRole } from '@/shared/staff/roles';
import type { StaffTeamDto } from '@/shared/types/staff';

export type Scope = { role: StaffRole; sites: string[]; languages: string[] };

type Props = {
  idPrefix: string;
  value: Scope;
  onChange: (scope: Scope) => void;
  sites: StaffTeamDto['sites'];
  errors: Record<string, string>;
  /** An admin editing themselves keeps the admin role (the server refuses a demotion too). */
  roleLocked?: boolean;
};

const toggle = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

/** Role, sites and languages; nothing ticked means every site or every language. */
export function ScopeFields({ idPrefix, value, onChange, sites, errors, roleLocked = false }: Props) {
  const t = useTranslations('Staff');
  return (
    <>
      <Form.Group className="mb-3" controlId={`${idPrefix}-role`}>
        <Form.Label>{t('team.role')}</Form.Label>
        <Form.Select
          value={value.role}
          disabled={roleLocked}
          isInvalid={Boolean(errors.role)}
          onChange={(e) => onChange({ ...value, role: e.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.role}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3" disabled={value.role === 'admin'}>
        <legend className="form-label fs-6 mb-1">{t('team.sites')}</legend>
        {sites.map((site) => (
          <Form.Check
            key={site.id}
            inline
            id={`${idPrefix}-site-${site.id}`}
            label={site.domain}
            checked={value.sites.includes(site.domain)}
            isInvalid={Boolean(errors.sites)}
            onChange={() => onChange({ ...value, sites: toggle(value.sites, site.domain) })}
          />
        ))}
        {errors.sites && <div className="invalid-feedback d-block">{errors.sites}</div>}
      </fieldset>
      <fieldset className="mb-2" disabled={value.role === 'admin'}>
        <legend className="form-label fs-6 mb-1">{t('team.languages')}</legend>
        {LOCALES.map((locale) => (
          <Form.Check
            key={locale}
            inline
            id={`${idPrefix}-lang-${locale}`}
            label={languageName(locale)}
            lang={locale}
            checked={value.languages.includes(locale)}
            onChange={() => onChange({ ...value, languages: toggle(value.languages, locale) })}
          />
        ))}
      </fieldset>
      <p className="form-text mt-0">{value.role === 'admin' ? t('team.adminScope') : t('team.scopeHelp')}</p>
    </>
  );
}
