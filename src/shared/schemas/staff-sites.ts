import './zod-config';
import { z } from 'zod';
import { idParam } from './fields';
import { COUNTRIES, LOCALES } from '../constants';
import { SITE_TEXT_FIELDS } from '../site-text-fields';

// The brand console's input (POST/PUT /api/staff/sites.php). Messages are keys of the `Errors` namespace.

/** A host name as sites.domain stores it: lower case, no scheme, port or leading www. (the host lookup strips those). */
const DOMAIN = /^(?!www\.)(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const siteDomainField = z.string({ error: 'required' }).trim().toLowerCase().min(1, { error: 'required' }).regex(DOMAIN, { error: 'siteDomainInvalid' });

const text = (max: number) => z.string({ error: 'invalidField' }).trim().max(max, { error: 'tooLong' });
const count = (max: number) =>
  z.number({ error: 'invalidField' }).int({ error: 'invalidField' }).min(0, { error: 'invalidField' }).max(max, { error: 'invalidField' });
const locale = z.enum(LOCALES, { error: 'chooseLanguage' });
const country = z.enum(COUNTRIES as [string, ...string[]], { error: 'siteCountryUnknown' });

/** '#rrggbb', or empty for the built-in colour. */
export const siteColourField = z
  .string({ error: 'siteColourInvalid' })
  .trim()
  .toLowerCase()
  .regex(/^(#[0-9a-f]{6})?$/, { error: 'siteColourInvalid' });

/** A logo: an uploaded logo's path (POST /api/staff/site-logos.php) or an https address; empty for the built-in logo. */
export const siteLogoField = z
  .string({ error: 'invalidField' })
  .trim()
  .max(500, { error: 'tooLong' })
  .regex(/^(|\/api\/media\/logo-[a-f0-9]{32}\.png|https:\/\/[^\s"'<>]+)$/, { error: 'malformedAddress' });

/** Per-language texts: { index_title: { nl: '…', en: '…' }, … }. */
const textsField = z.partialRecord(z.enum(SITE_TEXT_FIELDS), z.partialRecord(locale, text(500)));

const messageCost = z.object({ costs: count(100_000), currency: z.string().regex(/^[A-Z]{3}$/, { error: 'invalidField' }) });

/** The §3 settings without a column of their own (sites.extra); absent keys keep their defaults. */
export const siteExtraSchema = z.object({
  minimum_message_costs: z.partialRecord(country, messageCost).optional(),
  message_credits: count(10_000).optional(),
  signup_credits: count(10_000).optional(),
  photo_credits: count(10_000).optional(),
  gift_credits: count(10_000).optional(),
  free_messages: count(100).optional(),
  message_length: z
    .number({ error: 'invalidField' })
    .int({ error: 'invalidField' })
    .min(50, { error: 'invalidField' })
    .max(10_000, { error: 'invalidField' })
    .optional(),
  refund_days: count(365).optional(),
  member_resell: z.boolean({ error: 'invalidField' }).optional(),
  visible_profile_fields: z.array(text(40)).max(40, { error: 'invalidField' }).optional(),
  visible_profile_notes: z.boolean({ error: 'invalidField' }).optional(),
  search_fields: z.array(text(40)).max(20, { error: 'invalidField' }).optional(),
  fictional_icon: z
    .string({ error: 'invalidField' })
    .regex(/^bi-[a-z0-9-]{1,40}$/, { error: 'invalidField' })
    .optional(),
  operator_reply_minutes: z
    .number({ error: 'invalidField' })
    .int({ error: 'invalidField' })
    .min(1, { error: 'invalidField' })
    .max(1440, { error: 'invalidField' })
    .optional(),
  entry_popup_countries: z.array(country).max(COUNTRIES.length, { error: 'invalidField' }).optional(),
});

/** Every field of a site; POST needs domain and name, PUT takes any of them with the id. */
const siteFields = {
  domain: siteDomainField,
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(80, { error: 'tooLong' }),
  domain_language: z.string({ error: 'invalidField' }).regex(/^[a-z]{2}-[A-Z]{2}$/, { error: 'invalidField' }),
  languages: z.array(locale).max(LOCALES.length, { error: 'invalidField' }),
  countries: z.array(country).max(COUNTRIES.length, { error: 'invalidField' }),
  cdn_prefix: text(200),
  index_title: text(200),
  description: text(500),
  niche: z.number({ error: 'invalidField' }).int({ error: 'invalidField' }).min(1, { error: 'invalidField' }).max(7, { error: 'invalidField' }),
  signups: z.enum(['all', 'with_trafficsource', 'off'], { error: 'invalidField' }),
  logged_out_search: z.enum(['all', 'none'], { error: 'invalidField' }),
  logged_out_search_trafficsource: z.enum(['all', 'none'], { error: 'invalidField' }),
  enable_site_entry_popup: z.enum(['yes', 'no'], { error: 'invalidField' }),
  support_phone: text(40),
  support_email: z.union([z.literal(''), z.email({ error: 'invalidEmail' })], { error: 'invalidEmail' }),
  min_age: z.number({ error: 'invalidField' }).int({ error: 'invalidField' }).min(18, { error: 'invalidAge' }).max(99, { error: 'invalidAge' }),
  time_zone: z.string({ error: 'invalidField' }).refine(isTimeZone, { error: 'invalidField' }),
  // One partner tile after every this many members (§1 live-cam tiles); 0: none.
  partner_tile_every: z
    .number({ error: 'invalidField' })
    .int({ error: 'invalidField' })
    .refine((n) => n === 0 || (n >= 2 && n <= 50), { error: 'partnerTileEveryRange' }),
  logo_url: siteLogoField,
  primary_color: siteColourField,
  texts: textsField,
  extra: siteExtraSchema,
};

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const { domain, name, ...optionalFields } = siteFields;
const optional = z.object(optionalFields).partial();

/** The domain's language must be one of the site's languages when it limits them. */
function languageOfDomainOffered(input: { domain_language?: string; languages?: string[] }, ctx: z.RefinementCtx): void {
  const language = input.domain_language?.slice(0, 2);
  if (!language || !input.languages?.length) return;
  if (!input.languages.includes(language)) ctx.addIssue({ code: 'custom', path: ['languages'], message: 'siteLanguageMissing' });
}

/** POST /api/staff/sites.php: a new site. */
export const siteCreateSchema = optional.extend({ domain, name }).superRefine(languageOfDomainOffered);

/** PUT /api/staff/sites.php: only the fields sent change. */
export const siteUpdateSchema = optional.extend({ id: idParam, domain: domain.optional(), name: name.optional() }).superRefine(languageOfDomainOffered);

export type SiteCreateInput = z.infer<typeof siteCreateSchema>;
export type SiteUpdateInput = z.infer<typeof siteUpdateSchema>;
/** POST /api/staff/site-logos.php: the site whose logo the upload becomes. */
export const siteLogoSchema = z.object({ site: idParam });

export type SiteFieldsInput = Omit<SiteUpdateInput, 'id'>;
