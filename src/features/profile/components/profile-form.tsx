'use client';
import { useMemo, useRef, type FormEvent } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslations } from 'next-intl';
import type { OwnProfileDto } from '@/shared/types/api';
import { useUser } from '@/lib/api/current-user';
import { useSettings } from '@/components/providers/settings-context';
import { InterestsPicker } from '@/components/forms/interests-picker';
import { SpecialDataConsent } from '@/components/forms/special-data-consent';
import { useInvalidFocus } from '@/components/forms/use-invalid-focus';
import { useProfileForm } from '../hooks/use-profile-form';
import { useClearOfSaveBar } from '../hooks/use-clear-of-save-bar';
import { FormSection } from './form-section';
import { ProfileAboutSection } from './profile-about-section';
import { ProfileAppearanceSection } from './profile-appearance-section';
import { ProfileBasicsSection } from './profile-basics-section';
import { ProfileLocationSection } from './profile-location-section';
import styles from './profile.module.css';

/** Every §3 profile field; saved with PUT /api/profile.php, errors shown at their field. */
export function ProfileForm({ profile, onSaved }: { profile: OwnProfileDto; onSaved: () => void }) {
  const t = useTranslations('ProfilePage');
  const { data: user } = useUser();
  const { interests } = useSettings();
  const consent = useMemo(
    () => ({ consented: Boolean(user?.special_data_consent), sensitiveSlugs: new Set(interests.filter((i) => i.sensitive).map((i) => i.slug)) }),
    [user?.special_data_consent, interests],
  );
  const form = useProfileForm(profile, user?.email ?? '', onSaved, consent);
  const { ref: bindForm, request: focusFirstInvalid } = useInvalidFocus<HTMLFormElement>();
  const saveBar = useRef<HTMLDivElement>(null);
  const keepFieldClearOfSaveBar = useClearOfSaveBar(saveBar);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.submit())) focusFirstInvalid();
  };
  return (
    <form ref={bindForm} onSubmit={(event) => void submit(event)} onFocus={keepFieldClearOfSaveBar} noValidate aria-label={t('title')}>
      <ProfileBasicsSection form={form} />
      <ProfileLocationSection form={form} />
      <ProfileAppearanceSection form={form} />
      <ProfileAboutSection form={form} />
      <FormSection id="profile-interests" title={t('interests')}>
        <InterestsPicker
          id="profile-interests-picker"
          hideLegend
          value={form.values.interests}
          error={form.errors.interests}
          onChange={(slugs) => form.set('interests', slugs)}
        />
      </FormSection>
      {form.showConsent && (
        <SpecialDataConsent
          id="profile-consent"
          checked={form.values.special_data_consent}
          error={form.errors.special_data_consent}
          onChange={(on) => form.set('special_data_consent', on)}
        />
      )}
      {form.formError && (
        <Alert variant="danger" role="alert">
          {form.formError}
        </Alert>
      )}
      <div ref={saveBar} className={`sticky-bottom d-flex mb-4 ${styles.saveBar}`}>
        <Button type="submit" className="fw-bold px-4 px-sm-5" disabled={form.saving}>
          {form.saving && <Spinner size="sm" className="me-2" aria-hidden />}
          {form.saving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
