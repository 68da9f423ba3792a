'use client';
import { useState } from 'react';
import { useSettings } from '@/components/providers/settings-context';
import { useFormErrors } from '@/lib/hooks/use-form-errors';
import { isApiError } from '@/lib/http-client';
import type { ApiErrorCode } from '@/shared/errors/catalogue';
import { nicheSignupDefaults } from '@/shared/niches';
import { signupSchema } from '@/shared/schemas/signup';
import type { UserDto } from '@/shared/types/api';
import { useCreateAccount, type CreateAccountInput } from '../api/create-account';
import { toDateOfBirth, type DateParts } from '../utils/date-of-birth';
import { capturedEmail, currentTracking } from '../utils/tracking-storage';
import { loadDraft, saveAccountDraft } from '../utils/signup-draft';

type Gender = 'male' | 'female';

export type Conflict = { code: Extract<ApiErrorCode, 'email_exists' | 'email_in_deletion'>; message: string };

export type AccountValues = {
  gender: Gender;
  looking_for_gender: Gender;
  name: string;
  email: string;
  password: string;
  dob: DateParts;
  terms: boolean;
};

function defaultValues(nicheSlug: string): AccountValues {
  return {
    // Who signs up on the site's niche (§9): a woman for women on "she", a man for men on "gay" ….
    ...nicheSignupDefaults(nicheSlug),
    name: '',
    email: capturedEmail(),
    password: '',
    dob: { day: '', month: '', year: '' },
    terms: false,
  };
}

/** The defaults with what the member typed earlier in this tab (modal closed, page reloaded). */
function initialValues(nicheSlug: string): AccountValues {
  const { account } = loadDraft();
  const values = { ...defaultValues(nicheSlug), ...account, password: '' };
  return { ...values, email: values.email || capturedEmail() };
}

/** State and submit of the account step (POST /api/signup.php) with every error case of §5. */
export function useAccountForm(onCreated: (user: UserDto) => void) {
  const settings = useSettings();
  const [values, setValues] = useState(() => initialValues(settings.niche_slug));
  const [suggestion, setSuggestion] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const errors = useFormErrors();
  const mutation = useCreateAccount();

  const set = <K extends keyof AccountValues>(key: K, value: AccountValues[K]) => {
    setValues((v) => {
      const next = { ...v, [key]: value };
      saveAccountDraft(next);
      return next;
    });
    errors.clearField(key === 'dob' ? 'date_of_birth' : key);
    if (key === 'email') {
      setSuggestion(null);
      setConflict(null);
    }
  };

  const onError = (error: unknown) => {
    if (isApiError(error, 'email_suggestion')) {
      errors.clear();
      setSuggestion(String(error.body.details?.suggestion ?? '') || null);
    } else if (isApiError(error, 'email_exists', 'email_in_deletion')) {
      errors.clear();
      setConflict({ code: error.code, message: error.message });
    } else errors.fromError(error);
  };

  const submit = (ignoreSuggestion = false) => {
    const { dob, ...rest } = values;
    const input: CreateAccountInput = {
      ...rest,
      ...currentTracking(),
      date_of_birth: toDateOfBirth(dob),
      ignore_email_suggestion: ignoreSuggestion || undefined,
    };
    const valid = errors.check(signupSchema(settings.min_age), input);
    // §5: a date not (fully) chosen asks for it: 'Vul uw geboortedatum in ({min_age}+ jaar)'.
    if (!input.date_of_birth) errors.setField('date_of_birth', 'dateOfBirth', { min_age: settings.min_age });
    if (!valid) return;
    setConflict(null);
    mutation.mutate(input, { onSuccess: onCreated, onError });
  };

  return { values, set, submit, errors, suggestion, conflict, pending: mutation.isPending };
}
