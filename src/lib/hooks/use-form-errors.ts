'use client';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { HttpError } from '@/lib/http-client';

type Values = Record<string, string | number>;
export type FieldErrors = Record<string, string>;

/** First issue per field of a shared schema: its message is a key of the `Errors` namespace. */
export function zodIssues(error: z.ZodError): Record<string, { key: string; values?: Values }> {
  const out: Record<string, { key: string; values?: Values }> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (out[field]) continue;
    const values = (issue as { params?: Values }).params;
    out[field] = { key: /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalidField', values };
  }
  return out;
}

/**
 * Field messages for a form: client checks with the shared zod schema and the server's 422 fields
 * (already in the member's language) end up in the same place; anything else is a form-level alert.
 */
export function useFormErrors() {
  const t = useTranslations('Errors');
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  // The server's language for its alert, when it says one (a refused login: the account's).
  const [alertLang, setAlertLang] = useState<string | undefined>(undefined);

  const errorText = useCallback(
    (key: string, values?: Values) => (t.has(key as 'generic') ? t(key as 'generic', values as never) : t('invalidField')),
    [t],
  );

  /** Runs the schema; on failure shows its messages and returns null. */
  const check = useCallback(
    <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> | null => {
      const result = schema.safeParse(input);
      if (result.success) return result.data;
      const issues = zodIssues(result.error);
      setFields(Object.fromEntries(Object.entries(issues).map(([f, i]) => [f, errorText(i.key, i.values)])));
      setAlert(null);
      return null;
    },
    [errorText],
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
    },
    [t],
  );

  /** A client-side message for one field, by its `Errors` key. */
  const setField = useCallback(
    (name: string, key: string, values?: Values) => setFields((current) => ({ ...current, [name]: errorText(key, values) })),
    [errorText],
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
    setFields((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  return { fields, alert, alertLang, check, fromError, setField, clear, clearField, setAlert: showAlert };
}
