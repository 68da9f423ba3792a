'use client';
import { useUpdateProfile } from '@/lib/api/update-profile';
import type { useFormErrors } from '@/lib/hooks/use-form-errors';
import type { ProfileUpdateInput } from '@/shared/schemas/profile';

type Options = {
  errors: ReturnType<typeof useFormErrors>;
  /** Whether this save carries the GDPR consent tick, remembered for the later steps. */
  consented: boolean;
  onConsent: () => void;
  onNext: () => void;
};

/** Saves one signup step's profile fields, then moves on; failures land in the step's form errors. */
export function useStepSave({ errors, consented, onConsent, onNext }: Options) {
  const save = useUpdateProfile();
  const run = (input: ProfileUpdateInput) =>
    save.mutate(input, {
      onSuccess: () => {
        if (consented) onConsent();
        onNext();
      },
      onError: errors.fromError,
    });
  return { run, pending: save.isPending };
}
