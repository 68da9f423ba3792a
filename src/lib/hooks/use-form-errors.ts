'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { HttpError } from '@/lib/http-client';
import { fieldErrorsOf } from '@/shared/errors/field-errors';
import { fieldState } from '@/components/forms/field-state';
import { useInvalidFocus } from '@/components/forms/use-invalid-focus';

type Values = Record<string, string | number>;
export type FieldErrors = Record<string, string>;

const hasAnswer = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== false && value != null);

/**
 * Field messages for a form: client checks with the shared zod schema and the server's 422 fields
 * (already in the member's language) end up in the same place; anything else is a form-level alert.
 * Put `bindForm` on the <form>: a failed check or call moves focus to the first invalid field, and
 * `state(name, value)` gives each field its valid/invalid state (§5).
 */
export function useFormErrors() {
  const t = useTranslations('Errors');
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  // The server's language for its alert, when it says one (a refused login: the account's).
  const [alertLang, setAlertLang] = useState<string | undefined>(undefined);
  // Fields are "checked" from the first submit on; one edited since then is neutral until the next.
  const [checked, setChecked] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const { ref: bindForm, request: requestFocus } = useInvalidFocus<HTMLFormElement>();

  const errorText = useCallback((key: string, values?: Values) => (t.has(key as 'generic') ? t(key as 'generic', values as never) : t('invalidField')), [t]);

  /** Runs the schema; on failure shows its messages and returns null. */
  const check = useCallback(
    <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> | null => {
      const result = schema.safeParse(input);
      setChecked(true);
      setEdited(new Set());
      if (result.success) return result.data;
      const issues = fieldErrorsOf(result.error);
      setFields(Object.fromEntries(Object.entries(issues).map(([f, i]) => [f, errorText(i.key, i.values)])));
      setAlert(null);
      requestFocus();
      return null;
    },
    [errorText, requestFocus],
  );

  /** Shows a failed call: field messages under their inputs, otherwise the server's message. */
  const fromError = useCallback(
    (error: unknown) => {
      if (error instanceof HttpError) {
        setFields(error.fields);
        setAlert(Object.keys(error.fields).length ? null : error.message);
        setAlertLang(error.language ?? undefined);
      } else {
        setFields({});
        setAlert(t('generic'));
        setAlertLang(undefined);
      }
      requestFocus();
    },
    [t, requestFocus],
  );

  /** A client-side message for one field, by its `Errors` key. */
  const setField = useCallback(
    (name: string, key: string, values?: Values) => {
      setFields((current) => ({ ...current, [name]: errorText(key, values) }));
      requestFocus();
    },
    [errorText, requestFocus],
  );

  const clear = useCallback(() => {
    setFields({});
    setAlert(null);
    setAlertLang(undefined);
  }, []);

  /** A form-level alert of the page's own (in the page's language). */
  const showAlert = useCallback((text: string | null) => {
    setAlert(text);
    setAlertLang(undefined);
  }, []);

  const clearField = useCallback((name: string) => {
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    setFields((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  /** Props for a field's control: is-valid / is-invalid and aria-invalid. A refused call (alert) marks nothing valid. */
  const state = useCallback(
    (name: string, value: unknown = true) => fieldState(fields[name], checked && !alert && !edited.has(name), hasAnswer(value)),
    [fields, checked, alert, edited],
  );

  return { fields, alert, alertLang, check, fromError, setField, clear, clearField, setAlert: showAlert, state, bindForm };
}
