import { z } from 'zod';
import { LOCALES } from '../constants';

export const languageSchema = z.object({ language: z.enum(LOCALES, { error: 'chooseOption' }) });

/** A Web Push subscription as the browser serialises it, or 'denied' when the member said no (§3). */
export const pushSubscriptionSchema = z.object({
  subscription: z.union([
    z.literal('denied'),
    z.object({
      endpoint: z.url({ error: 'invalidField' }).max(1000),
      expirationTime: z.number().nullable().optional(),
      keys: z.object({ p256dh: z.string().max(200), auth: z.string().max(100) }),
    }),
  ]),
});
