import 'server-only';
import type { z } from 'zod';
import { validationError, type FieldError } from '../errors';

/**
 * Parses input with a shared schema. Schema messages are keys of the `Errors` namespace, so the
 * same schema gives the form and the API the same words; anything else becomes 'invalidField'.
 * API handlers and server-rendered pages both parse with it before they call a service.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (fields[field]) continue;
    const custom = issue as { params?: Record<string, string | number> };
    const key = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalidField';
    fields[field] = { key, values: custom.params };
  }
  throw validationError(fields);
}
