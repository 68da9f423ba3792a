import 'server-only';
import type { z } from 'zod';
import { isCommonPassword } from './common-passwords';

type ParsePayload = { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] };

/** The rule applies to a password that passed its own field rules (a string of 8–200 characters). */
function passwordParsed({ value, issues }: ParsePayload): boolean {
  const password = (value as { password?: unknown } | null)?.password;
  return typeof password === 'string' && !issues.some((issue) => issue.path?.[0] === 'password');
}

/**
 * A shared schema with a new password (signup, reset, change) plus the rule only the server checks:
 * not one of the 10,000 most common passwords ('passwordTooCommon' on `password`), so the list never
 * ships to a browser. It runs beside the other fields' rules: one answer names every field at fault.
 */
export function refusingCommonPasswords<S extends z.ZodType<{ password: string }>>(schema: S): S {
  return schema.refine((input) => !isCommonPassword(input.password), { path: ['password'], error: 'passwordTooCommon', when: passwordParsed });
}
