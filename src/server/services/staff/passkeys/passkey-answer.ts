import 'server-only';
import type { z } from 'zod';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { passkeyAnswerSchema } from '@/shared/schemas/staff';

export type PasskeyAnswer = z.infer<typeof passkeyAnswerSchema>;

/** The checked answer as the WebAuthn library reads it (extension outputs are not used here). */
export function asWebAuthnAnswer(answer: PasskeyAnswer): AuthenticationResponseJSON {
  return { ...answer, clientExtensionResults: {} };
}
