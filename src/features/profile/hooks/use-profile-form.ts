'use client';
import { useCallback, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { HttpError } from '@/lib/http-client';
import { fieldState } from '@/components/forms/field-state';
import type { OwnProfileDto } from '@/shared/types/api';
import type nl from '@messages/nl.json';
import { useUpdateProfile } from '../api/update-profile';
import type { Position } from '@/lib/api/geocode';
import { needsConsent, toUpdateInput, validateProfile, valuesFromProfile, type ConsentContext, type ProfileFormValues } from '@/lib/profile-form-values';

export type FieldErrors = Partial<Record<string, string>>;
type ErrorKey = keyof (typeof nl)['Errors'];

/** State, client checks (shared schema) and saving of the profile editor. */
export function useProfileForm(profile: OwnProfileDto, email: string, onSaved: () => void, consent: ConsentContext) {
  const tErrors = useTranslations('Errors');
  const initial = useMemo(() => valuesFromProfile(profile), [profile]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useUpdateProfile();
  // §5 valid states show after a refused save; a field changed since then is neutral again.
  const [checked, setChecked] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    // A region belongs to one country: changing the country clears it. A place chosen by hand is no
    // longer where the shared position was taken, so the position goes too.
    setEdited((e) => (e.has(key) ? e : new Set(e).add(key)));
    const moved = (key === 'country' || key === 'region_id') && value !== values[key];
    setValues((v) => ({
      ...v,
      [key]: value,
      ...(key === 'country' && value !== v.country ? { region_id: '' } : {}),
      ...(moved ? { location: null } : {}),
    }));
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'interests' || key === 'sexuality' ? { special_data_consent: undefined } : {}) }));
  };
  const setLocation = (country: string, regionId: number | null, position: Position) => {
    setValues((v) => ({ ...v, country, region_id: regionId ? String(regionId) : '', location: position }));
    setErrors((e) => ({ ...e, country: undefined, region_id: undefined }));
  };

  const submit = async () => {
    const input = toUpdateInput(values, initial);
    const problems = validateProfile(input, email);
    const translated = Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, tErrors.has(key as ErrorKey) ? tErrors(key as ErrorKey) : tErrors('invalidField')]),
    );
    setErrors(translated);
    setChecked(true);
    setEdited(new Set());
    setFormError(Object.keys(translated).length ? tErrors('validationFailed') : null);
    if (Object.keys(translated).length) return false;
    try {
      await mutation.mutateAsync(input);
      setValues((v) => ({ ...v, special_data_consent: false }));
      setChecked(false);
      onSaved();
      return true;
    } catch (error) {
      setErrors(error instanceof HttpError ? error.fields : {});
      setFormError(error instanceof Error ? error.message : tErrors('generic'));
      return false;
    }
  };

  const state = useCallback(
    (key: keyof ProfileFormValues) => {
      const value = values[key];
      const answered = Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : Boolean(value);
      return fieldState(errors[key], checked && !edited.has(key), answered);
    },
    [values, errors, checked, edited],
  );

  return {
    values,
    errors,
    formError,
    set,
    setLocation,
    submit,
    state,
    saving: mutation.isPending,
    showConsent: needsConsent(values, initial, consent) || Boolean(errors.special_data_consent),
  };
}
