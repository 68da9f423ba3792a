'use client';
import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Spinner } from 'react-bootstrap';
import type { StaffSiteDto } from '@/shared/types/staff';
import { useOwnProfileForm } from '../../hooks/use-own-profile-form';
import type { ProfileValues } from '../../profile-form-values';
import { ProfileBasicsFields } from './profile-basics-fields';
import { ProfileLooksFields } from './profile-looks-fields';
import { ProfilePlaceFields } from './profile-place-fields';
import { ProfileTextFields } from './profile-text-fields';
import { ProfileReachFields } from './profile-reach-fields';
import styles from './profiles.module.scss';

type Props = {
  /** null: a new profile. */
  id: number | null;
  initial: ProfileValues;
  sites: StaffSiteDto[];
  canEdit: boolean;
  onSaved: (id: number) => void;
};

/**
 * Every field the API takes for a site's own profile. Those who may only read see the same form,
 * disabled as a whole, without its save button.
 */
export function OwnProfileForm({ id, initial, sites, canEdit, onSaved }: Props) {
  const t = useTranslations('Staff.profiles');
  const { form, bindForm } = useOwnProfileForm(id, initial, onSaved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form ref={bindForm} onSubmit={submit} noValidate aria-label={id === null ? t('newTitle') : initial.name}>
      <fieldset disabled={!canEdit || form.saving}>
        <ProfileBasicsFields form={form} sites={sites} creating={id === null} />
        <ProfilePlaceFields form={form} />
        <ProfileLooksFields form={form} />
        <ProfileTextFields form={form} />
        <ProfileReachFields form={form} sites={sites} />
      </fieldset>
      {form.errors.alert && (
        <Alert variant="danger" role="alert" lang={form.errors.alertLang}>
          {form.errors.alert}
        </Alert>
      )}
      {canEdit && (
        <div className={`sticky-bottom d-flex justify-content-end py-2 ${styles.saveBar}`}>
          <Button type="submit" className="fw-bold px-4" disabled={form.saving}>
            {form.saving && <Spinner size="sm" className="me-2" aria-hidden />}
            {form.saving ? t('saving') : id === null ? t('create') : t('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
