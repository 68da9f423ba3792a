import './zod-config';
import { z } from 'zod';
import { dateOfBirthField, emailField, idParam, profileNameField, storedNumber } from './fields';
import { profileUpdateSchema } from './profile';
import { exactlyOneContent, messageContentFields } from './chat';
import { COUNTRIES, GENDERS, LOCALES, MIN_AGE } from '../constants';
import { STAFF_ROLES } from '../staff/roles';

const otpField = z
  .string({ error: 'staffCodeWrong' })
  .trim()
  .regex(/^\d{6}$/, { error: 'staffCodeWrong' });

/** POST /api/staff/session.php: all three at once; which one was wrong is never told. */
export const staffLoginSchema = z.object({
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254, { error: 'invalidField' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'invalidField' }),
  otp: otpField,
});

/** PUT /api/staff/session.php: a fresh code for money and ban actions. */
export const staffCodeSchema = z.object({ otp: otpField });

/** DELETE /api/staff/inbox-claim.php (release); GET inbox-conversation.php. */
export const inboxClaimSchema = z.object({ conversation: idParam });

/** POST /api/staff/inbox-claim.php: a conversation, or none for the oldest waiting one. */
export const inboxNextClaimSchema = z.object({ conversation: idParam.optional() });

const replyBase = z.object({
  conversation: idParam,
  /** Idempotency key: a retried reply is stored once. */
  nonce: z.uuid({ error: 'invalidField' }),
});

/** POST /api/staff/inbox-reply.php as JSON: a text or a gift, exactly one (photos as multipart). */
export const inboxReplySchema = replyBase.extend(messageContentFields).superRefine(exactlyOneContent);

export const inboxReplyPhotoSchema = replyBase;

/** GET /api/staff/member-notes.php?member=ID; POST {member, text}. */
export const memberNotesQuerySchema = z.object({ member: idParam });
export const memberNoteSchema = z.object({
  member: idParam,
  text: z.string({ error: 'noteRequired' }).trim().min(1, { error: 'noteRequired' }).max(2000, { error: 'tooLong' }),
});

/** GET /api/staff/audit.php filters; `before` pages back by row id. */
export const auditQuerySchema = z.object({
  staff: idParam.optional(),
  action: z.string().trim().max(100).optional(),
  target_type: z.string().trim().max(50).optional(),
  target_id: z.string().trim().max(50).optional(),
  before: storedNumber('invalidField').optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});

const personaField = z.string().trim().max(10_000, { error: 'tooLong' });

/** PUT /api/staff/profiles.php: a site's own profile, the member fields plus the persona sheet. */
export const fictionalProfileUpdateSchema = profileUpdateSchema.extend({ id: idParam, persona: personaField.optional() });

/** POST /api/staff/profiles.php: a new own profile of a site, fictional from creation. */
export const fictionalProfileCreateSchema = profileUpdateSchema.extend({
  site: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(253),
  name: profileNameField,
  date_of_birth: dateOfBirthField(MIN_AGE),
  gender: z.enum(GENDERS, { error: 'chooseOption' }),
  country: z.enum(COUNTRIES as [string, ...string[]], { error: 'chooseOption' }),
  persona: personaField.optional(),
});

/** GET /api/staff/profiles.php[?site=ID]. */
export const fictionalProfilesQuerySchema = z.object({ site: idParam.optional() });

/** POST /api/staff/profile-photos.php (multipart). */
export const fictionalPhotoSchema = z.object({ profile: idParam });

const staffRoleField = z.enum(STAFF_ROLES, { error: 'chooseOption' });
/** Sites by domain (empty: every site); languages as locales (empty: every language). */
const staffScopeFields = {
  sites: z
    .array(z.string({ error: 'staffUnknownSite' }).trim().toLowerCase().min(1).max(253), { error: 'invalidField' })
    .max(100)
    .optional(),
  languages: z
    .array(z.enum(LOCALES, { error: 'chooseOption' }), { error: 'invalidField' })
    .max(LOCALES.length)
    .optional(),
};

/** POST /api/staff/staff.php: a new staff member; the password and two-factor secret are generated. */
export const staffCreateSchema = z.object({ email: emailField, role: staffRoleField, ...staffScopeFields });

/** PUT /api/staff/staff.php: only the fields sent change. */
export const staffUpdateSchema = z.object({
  id: idParam,
  role: staffRoleField.optional(),
  ...staffScopeFields,
  disabled: z.boolean({ error: 'invalidField' }).optional(),
});

/** POST /api/staff/staff-otp-reset.php. */
export const staffOtpResetSchema = z.object({ id: idParam });
