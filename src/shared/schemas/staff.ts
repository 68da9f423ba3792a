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

/** A WebAuthn binary field as browsers send it in JSON: base64url, bounded. */
const base64url = (max: number) =>
  z
    .string({ error: 'passkeyFailed' })
    .max(max, { error: 'passkeyFailed' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'passkeyFailed' });

/** A passkey's answer to a login or confirmation challenge (WebAuthn AuthenticationResponseJSON). */
export const passkeyAnswerSchema = z.object(
  {
    id: base64url(1024),
    rawId: base64url(1024),
    type: z.literal('public-key', { error: 'passkeyFailed' }),
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(1024),
        userHandle: base64url(1024).optional(),
      },
      { error: 'passkeyFailed' },
    ),
  },
  { error: 'passkeyFailed' },
);

/** A new passkey's answer to a registration challenge (WebAuthn RegistrationResponseJSON). */
const passkeyAttestationSchema = z.object(
  {
    id: base64url(1024),
    rawId: base64url(1024),
    type: z.literal('public-key', { error: 'passkeyFailed' }),
    response: z.object(
      {
        clientDataJSON: base64url(4096),
        attestationObject: base64url(16_384),
        transports: z.array(z.string().max(20)).max(10).optional(),
      },
      { error: 'passkeyFailed' },
    ),
  },
  { error: 'passkeyFailed' },
);

/** The second factor: a one-time code or a passkey's answer, exactly one. */
const secondFactor = z.object({ otp: otpField.optional(), passkey: passkeyAnswerSchema.optional() }).superRefine((input, ctx) => {
  if ((input.otp === undefined) === (input.passkey === undefined)) ctx.addIssue({ code: 'custom', path: ['otp'], message: 'staffCodeWrong' });
});

/** The first half of a staff login, checked in the browser before a passkey is asked. */
export const staffPasswordSchema = z.object({
  email: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(254, { error: 'invalidField' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'invalidField' }),
});

/** POST /api/staff/session.php: password and second factor at once; which one was wrong is never told. */
export const staffLoginSchema = staffPasswordSchema.and(secondFactor);

/** PUT /api/staff/session.php: a fresh code or passkey answer for money and ban actions. */
export const staffCodeSchema = secondFactor;

/** POST /api/staff/passkeys.php: a new passkey with a name its owner recognises. */
export const passkeyAddSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(60, { error: 'tooLong' }),
  response: passkeyAttestationSchema,
});

/** DELETE /api/staff/passkeys.php {id}. */
export const passkeyRemoveSchema = z.object({ id: base64url(1024).min(1, { error: 'passkeyFailed' }) });

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

/** A persona sheet's length limit: long enough for a life story, short enough for one screen's read. */
export const PERSONA_MAX_LENGTH = 10_000;
/** Sites by domain, for a staff member's scope or where an own profile is shown; empty means all. */
const siteDomainsField = z
  .array(z.string({ error: 'staffUnknownSite' }).trim().toLowerCase().min(1).max(253), { error: 'invalidField' })
  .max(100)
  .optional();
/** Languages as locales; empty means all. */
const localesField = z
  .array(z.enum(LOCALES, { error: 'chooseOption' }), { error: 'invalidField' })
  .max(LOCALES.length)
  .optional();
/** Where a site's own profile is listed (search, swipe game, match finder). */
const reachFields = { shown_on_sites: siteDomainsField, shown_in_languages: localesField };

const personaField = z.string().trim().max(PERSONA_MAX_LENGTH, { error: 'tooLong' });

/** PUT /api/staff/profiles.php: a site's own profile, the member fields plus the persona sheet. */
export const fictionalProfileUpdateSchema = profileUpdateSchema.extend({ id: idParam, persona: personaField.optional(), ...reachFields });

/** POST /api/staff/profiles.php: a new own profile of a site, fictional from creation. */
export const fictionalProfileCreateSchema = profileUpdateSchema.extend({
  site: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(253),
  name: profileNameField,
  date_of_birth: dateOfBirthField(MIN_AGE),
  gender: z.enum(GENDERS, { error: 'chooseOption' }),
  country: z.enum(COUNTRIES as [string, ...string[]], { error: 'chooseOption' }),
  persona: personaField.optional(),
  ...reachFields,
});

/** GET /api/staff/profiles.php[?site=ID]: the list; ?id=ID: one profile with every field. */
export const fictionalProfilesQuerySchema = z.object({ site: idParam.optional(), id: idParam.optional() });

/** POST /api/staff/profile-photos.php (multipart). */
export const fictionalPhotoSchema = z.object({ profile: idParam });

/** Canned replies (the operators' ready answers): the limits the screen and the API share. */
export const CANNED_TITLE_MAX = 80;
export const CANNED_TEXT_MAX = 1000;

const siteDomainField = z.string({ error: 'chooseSite' }).trim().toLowerCase().min(1, { error: 'chooseSite' }).max(253, { error: 'chooseSite' });
const languageField = z.enum(LOCALES, { error: 'chooseLanguage' });
const cannedTitleField = z
  .string({ error: 'cannedTitleRequired' })
  .trim()
  .min(1, { error: 'cannedTitleRequired' })
  .refine((title) => title.length <= CANNED_TITLE_MAX, { error: 'cannedTitleTooLong', params: { max: CANNED_TITLE_MAX } });
const cannedTextField = z
  .string({ error: 'cannedTextRequired' })
  .trim()
  .min(1, { error: 'cannedTextRequired' })
  .refine((text) => text.length <= CANNED_TEXT_MAX, { error: 'cannedTextTooLong', params: { max: CANNED_TEXT_MAX } });

/** GET /api/staff/canned-replies.php[?site=DOMAIN&language=xx]. */
export const cannedRepliesQuerySchema = z.object({ site: siteDomainField.optional(), language: languageField.optional() });

/** POST /api/staff/canned-replies.php: a ready answer for one site and language. */
export const cannedReplyCreateSchema = z.object({ site: siteDomainField, language: languageField, title: cannedTitleField, text: cannedTextField });

/** PUT /api/staff/canned-replies.php: only the fields sent change. */
export const cannedReplyUpdateSchema = cannedReplyCreateSchema.partial().extend({ id: idParam });

/** DELETE /api/staff/canned-replies.php {id}. */
export const cannedReplyDeleteSchema = z.object({ id: idParam });

export type CannedReplyCreateInput = z.infer<typeof cannedReplyCreateSchema>;
export type CannedReplyUpdateInput = z.infer<typeof cannedReplyUpdateSchema>;
const staffRoleField = z.enum(STAFF_ROLES, { error: 'chooseOption' });
/** Sites by domain (empty: every site); languages as locales (empty: every language). */
const staffScopeFields = { sites: siteDomainsField, languages: localesField };

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
