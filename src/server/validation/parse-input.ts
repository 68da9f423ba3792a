import 'server-only';
import type { z } from 'zod';
import { notFound, validationError, type FieldError } from '../errors';
import { UNKNOWN_ID } from '@/shared/schemas/fields';
import { fieldName, findNul } from './find-nul';

/**
 * Parses input with a shared schema. Schema messages are keys of the `Errors` namespace, so the
 * same schema gives the form and the API the same words; anything else becomes 'invalidField'.
 * API handlers and server-rendered pages both parse with it before they call a service, so its two
 * edge rules hold for every input: a NUL character anywhere is 422 on its field, and an id beyond
 * the column's range (UNKNOWN_ID) is 404, as an id naming nothing is everywhere.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const nul = findNul(input);
  if (nul) throw validationError({ [fieldName(nul)]: { key: 'invalidCharacter' } });
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (result.error.issues.some((issue) => issue.message === UNKNOWN_ID)) throw notFound();
  const fields: Record<string, FieldError> = {};
  for (const issue of result.error.issues) {
    const field = fieldName(issue.path.map(String));
    if (fields[field]) continue;
    const custom = issue as { params?: Record<string, string | number> };
    const key = /^[a-zA-Z]+$/.test(issue.message) ? issue.message : 'invalidField';
    fields[field] = { key, values: custom.params };
  }
  throw validationError(fields);
}
