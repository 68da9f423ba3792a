import './zod-config';
import { z } from 'zod';
import { LOCALES } from '../constants';
import { isAllowedPushEndpoint, PUSH_ENDPOINT_MAX_LENGTH } from './push-endpoint';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'invalidField' });

/** PUT /api/user.php: the member's language and/or invisible mode (§3); at least one of them. */
export const userSettingsSchema = z
  .object({
    language: z.enum(LOCALES, { error: 'chooseOption' }).optional(),
    invisible: z.boolean({ error: 'invalidField' }).optional(),
  })
  .refine((v) => v.language !== undefined || v.invisible !== undefined, { error: 'required', path: ['language'] });

/** The subscription schema with extra allowed push-service origins (see isAllowedPushEndpoint). */
export const pushSubscriptionSchemaFor = (allowOrigins: readonly string[]) =>
  z.object({
    subscription: z.union([
      z.literal('denied'),
      z.object({
        endpoint: z
          .string({ error: 'invalidField' })
          .max(PUSH_ENDPOINT_MAX_LENGTH, { error: 'invalidField' })
          .refine((endpoint) => isAllowedPushEndpoint(endpoint, allowOrigins), { error: 'invalidField' }),
        expirationTime: z.number().nullable().optional(),
        keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
      }),
    ]),
  });

/** A Web Push subscription as the browser serialises it, or 'denied' when the member said no (§3). */
export const pushSubscriptionSchema = pushSubscriptionSchemaFor([]);
