'use client';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { STAFF_ROLES, type StaffRole } from '@/shared/staff/roles';
import type { StaffTeamDto } from '@/shared/types/staff';
import { LanguageChecks, SiteChecks } from '../scope-checks';

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
      <SiteChecks
        idPrefix={idPrefix}
        legend={t('team.sites')}
        sites={sites}
        value={value.sites}
        onChange={(chosen) => onChange({ ...value, sites: chosen })}
        error={errors.sites}
        disabled={value.role === 'admin'}
      />
      <LanguageChecks
        idPrefix={idPrefix}
        legend={t('team.languages')}
        value={value.languages}
        onChange={(chosen) => onChange({ ...value, languages: chosen })}
        error={errors.languages}
        disabled={value.role === 'admin'}
      />
      <p className="form-text mt-0">{value.role === 'admin' ? t('team.adminScope') : t('team.scopeHelp')}</p>
    </>
  );
}
