import 'server-only';
import type { z } from 'zod';
import { notFound, validationError } from '../errors';
import { UNKNOWN_ID } from '@/shared/schemas/fields';
import { fieldErrorsOf, fieldName } from '@/shared/errors/field-errors';
import { findNul } from './find-nul';

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
  throw validationError(fieldErrorsOf(result.error));
}
