'use client';
import { useState } from 'react';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { fictionalProfileCreateSchema, fictionalProfileUpdateSchema } from '@/shared/schemas/staff';
import { useCreateFictionalProfile, useUpdateFictionalProfile } from '../api/profiles';
import { toProfileCreate, toProfileUpdate, type ProfileValues } from '../profile-form-values';

/**
 * State and saving of the own-profile form: checked with the API's own schema first, then sent; the
 * server's 422 messages land beside the same fields. `id` null creates, otherwise it edits.
 */
export function useOwnProfileForm(id: number | null, initial: ProfileValues, onSaved: (id: number) => void) {
  const [values, setValues] = useState(initial);
  // The form element's ref stays apart from the state handed to the field sections.
  const { bindForm, ...errors } = useFormErrors();
  const create = useCreateFictionalProfile();
  const update = useUpdateFictionalProfile();

  const set = <K extends keyof ProfileValues>(key: K, value: ProfileValues[K]) => {
    // A region belongs to one country: another country clears it.
    setValues((v) => ({ ...v, [key]: value, ...(key === 'country' && value !== v.country ? { region_id: '' } : {}) }));
    errors.clearField(key);
  };

  const submit = async (): Promise<void> => {
    const input =
      id === null
        ? errors.check(fictionalProfileCreateSchema, toProfileCreate(values))
        : errors.check(fictionalProfileUpdateSchema, toProfileUpdate(values, id));
    if (!input) return;
    try {
      if (id === null) onSaved((await create.mutateAsync(toProfileCreate(values))).profile.id);
      else {
        await update.mutateAsync(toProfileUpdate(values, id));
        onSaved(id);
      }
    } catch (error) {
      errors.fromError(error);
    }
  };

  return { bindForm, form: { values, set, submit, errors, saving: create.isPending || update.isPending } };
}

export type OwnProfileForm = ReturnType<typeof useOwnProfileForm>['form'];
