import './zod-config';
import { z } from 'zod';
import {
  ABOUT_MAX_LENGTH,
  BODY_TYPES,
  COUNTRIES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  JOIN_REASONS,
  MAX_AGE,
  MAX_INTERESTS,
  MIN_AGE,
  RELATIONSHIP_STATUSES,
  SEARCH_MAX_DISTANCE_KM,
  SEARCH_SORTS,
  SEXUALITIES,
  TATTOO_OPTIONS,
} from '../constants';
import { MAX_STORED_ID, nameIsEmail, profileNameField, storedNumber } from './fields';

const ageField = z.number({ error: 'invalidAge' }).int({ error: 'invalidAge' }).min(MIN_AGE, { error: 'invalidAge' }).max(MAX_AGE, { error: 'invalidAge' });

/** A position to within about a kilometre: more precision is never stored (docs/decisions/034). */
const roundedDegrees = (limit: number) =>
  z
    .number({ error: 'invalidField' })
    .min(-limit, { error: 'invalidField' })
    .max(limit, { error: 'invalidField' })
    .transform((degrees) => Math.round(degrees * 100) / 100);

/** The member's shared position ("use my location"); null takes it away. */
export const locationField = z.object({ lat: roundedDegrees(90), lon: roundedDegrees(180) }, { error: 'invalidField' });

const option = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'chooseOption' }).nullable().optional();

/** PUT /api/profile.php and the /profile form: every field optional, only sent fields change. */
export const profileUpdateSchema = z.object({
  name: profileNameField.optional(),
  gender: option(GENDERS),
  looking_for_gender: option(GENDERS),
  /** The ages the member looks for; the range is checked against the stored one (updateProfile). */
  looking_for_min_age: ageField.nullable().optional(),
  looking_for_max_age: ageField.nullable().optional(),
  sexuality: option(SEXUALITIES),
  country: z.enum(COUNTRIES as [string, ...string[]], { error: 'chooseOption' }).optional(),
  region_id: z.number({ error: 'chooseOption' }).int().positive({ error: 'chooseOption' }).max(MAX_STORED_ID, { error: 'chooseOption' }).nullable().optional(),
  city: z.string().trim().max(80, { error: 'tooLong' }).nullable().optional(),
  show_city: z.boolean({ error: 'invalidField' }).optional(),
  location: locationField.nullable().optional(),
  hair_colour: option(HAIR_COLOURS),
  eye_colour: option(EYE_COLOURS),
  body_type: option(BODY_TYPES),
  relationship_status: option(RELATIONSHIP_STATUSES),
  reason: option(JOIN_REASONS),
  tattoos: option(TATTOO_OPTIONS),
  height_cm: z.number({ error: 'invalidHeight' }).int().min(120, { error: 'invalidHeight' }).max(230, { error: 'invalidHeight' }).nullable().optional(),
  about: z.string().trim().max(ABOUT_MAX_LENGTH, { error: 'tooLong' }).optional(),
  interests: z.array(z.string().max(40)).max(MAX_INTERESTS, { error: 'tooManyInterests' }).optional(),
  /** GDPR art. 9: explicit consent before orientation or sexual interests are stored. */
  special_data_consent: z.boolean().optional(),
});

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/**
 * The update as the member may send it: §5 the name must differ from their own e-mail address, and an
 * age range sent whole must be a range.
 */
export function ownProfileUpdateSchema(email: string) {
  return profileUpdateSchema.superRefine((input, ctx) => {
    if (input.name !== undefined && nameIsEmail(input.name, email)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'nameEqualsEmail' });
    }
    const [min, max] = [input.looking_for_min_age, input.looking_for_max_age];
    if (min != null && max != null && min > max) ctx.addIssue({ code: 'custom', path: ['looking_for_max_age'], message: 'ageRange' });
  });
}

export const searchSchema = z
  .object({
    gender: z.enum(GENDERS, { error: 'chooseOption' }).optional(),
    country: z.enum(COUNTRIES as [string, ...string[]], { error: 'chooseOption' }).optional(),
    region: storedNumber('chooseOption').optional(),
    min_age: z.coerce.number({ error: 'invalidAge' }).int().min(MIN_AGE, { error: 'invalidAge' }).max(MAX_AGE, { error: 'invalidAge' }).optional(),
    max_age: z.coerce.number({ error: 'invalidAge' }).int().min(MIN_AGE, { error: 'invalidAge' }).max(MAX_AGE, { error: 'invalidAge' }).optional(),
    page: z.coerce.number({ error: 'invalidField' }).int().min(1, { error: 'invalidField' }).max(500, { error: 'invalidField' }).default(1),
    /** Only members online now / with a main photo others see: `1`, or absent. */
    online: z.literal('1', { error: 'invalidField' }).optional(),
    photo: z.literal('1', { error: 'invalidField' }).optional(),
    /** Interest ids, comma-separated: members who share every one of them. */
    interests: z
      .string()
      .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${MAX_INTERESTS - 1}}$`), { error: 'invalidField' })
      .transform((list) => [...new Set(list.split(',').map(Number))])
      .optional(),
    /** Within this many km of the searcher's shared position (members who shared theirs). */
    distance: z.coerce
      .number({ error: 'invalidField' })
      .int({ error: 'invalidField' })
      .min(1, { error: 'invalidField' })
      .max(SEARCH_MAX_DISTANCE_KM, { error: 'invalidField' })
      .optional(),
    sort: z.enum(SEARCH_SORTS, { error: 'chooseOption' }).optional(),
  })
  .refine((q) => q.min_age == null || q.max_age == null || q.min_age <= q.max_age, { path: ['max_age'], error: 'ageRange' });

export type SearchInput = z.infer<typeof searchSchema>;
