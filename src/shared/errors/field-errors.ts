import type { z } from 'zod';

/** A field's message: a key of the `Errors` namespace in messages/*.json plus its values. */
export type FieldError = { key: string; values?: Record<string, string | number> };

/** The name a field goes by in error answers and forms: its path joined by dots, `_` for the whole input. */
export const fieldName = (path: readonly PropertyKey[]) => path.map(String).join('.') || '_';

/** Schema messages are `Errors` keys; anything else (a library's own wording) is 'invalidField'. */
const messageKey = (message: string) => (/^[a-zA-Z]+$/.test(message) ? message : 'invalidField');

/**
 * The first issue of each field of a failed shared schema, so the form and the API say the same
 * words: `params` of a custom issue become the message's values.
 */
export function fieldErrorsOf(error: z.ZodError): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    const field = fieldName(issue.path);
    if (fields[field]) continue;
    const values = (issue as { params?: Record<string, string | number> }).params;
    fields[field] = { key: messageKey(issue.message), values };
  }
  return fields;
}
