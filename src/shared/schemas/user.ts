import './zod-config';
import { z } from 'zod';
import { LOCALES } from '../constants';
import { canonicalTimeZone } from '../time-zone';
import { isAllowedPushEndpoint, PUSH_ENDPOINT_MAX_LENGTH } from './push-endpoint';

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: 'invalidField' });

/** An IANA time zone name, stored as ICU spells it. */
export const timeZoneField = z
  .string({ error: 'invalidTimeZone' })
  .refine((zone) => canonicalTimeZone(zone) !== null, { error: 'invalidTimeZone' })
  .transform((zone) => canonicalTimeZone(zone) ?? zone);

/**
 * The zone a browser sends at sign-up and login: one it cannot name (an odd or missing zone) is
 * left out rather than refusing the member; settings validate it strictly.
 */
export const browserTimeZoneField = timeZoneField.optional().catch(undefined);

/** PUT /api/user.php: the member's language, invisible mode (§3) and/or time zone; at least one of them. */
export const userSettingsSchema = z
  .object({
    language: z.enum(LOCALES, { error: 'chooseOption' }).optional(),
    invisible: z.boolean({ error: 'invalidField' }).optional(),
    time_zone: timeZoneField.optional(),
  })
  .refine((v) => v.language !== undefined || v.invisible !== undefined || v.time_zone !== undefined, { error: 'required', path: ['language'] });

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
