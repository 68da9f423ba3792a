import './zod-config';
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../constants';

/** The §3 kinds of notification mail a member can turn on or off on /notifications. */
export const MAIL_KINDS = NOTIFICATION_KINDS;
export type MailKind = (typeof MAIL_KINDS)[number];

const flag = z.boolean({ error: 'invalidField' });

/** PUT /api/notifications.php: any subset; `enable_mail: true` clears the reasons mail was stopped for. */
export const notificationsUpdateSchema = z.strictObject({
  email: z.strictObject(Object.fromEntries(MAIL_KINDS.map((kind) => [kind, flag.optional()])) as Record<MailKind, z.ZodOptional<typeof flag>>).optional(),
  push: flag.optional(),
  enable_mail: z.literal(true, { error: 'invalidField' }).optional(),
});
export type NotificationsUpdate = z.infer<typeof notificationsUpdateSchema>;

/** POST /api/mail-events.php: Postmark's bounce and spam-complaint webhook, the fields read. */
export const mailEventSchema = z.object({
  RecordType: z.string(),
  Email: z.string().trim().toLowerCase(),
  Type: z.string().optional(),
});

/** GET and POST /api/unsubscribe.php?token=… */
export const unsubscribeTokenSchema = z.object({ token: z.string().min(10).max(200) });
