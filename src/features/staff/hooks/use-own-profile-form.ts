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

  const save = async (): Promise<void> => {
    if (id === null) {
      const body = toProfileCreate(values);
      if (errors.check(fictionalProfileCreateSchema, body)) onSaved((await create.mutateAsync(body)).profile.id);
      return;
    }
    const body = toProfileUpdate(values, id);
    if (!errors.check(fictionalProfileUpdateSchema, body)) return;
    await update.mutateAsync(body);
    onSaved(id);
  };
  const submit = () => save().catch(errors.fromError);

  return { bindForm, form: { values, set, submit, errors, saving: create.isPending || update.isPending } };
}

export type OwnProfileForm = ReturnType<typeof useOwnProfileForm>['form'];
