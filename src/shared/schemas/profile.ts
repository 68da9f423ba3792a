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
  SEXUALITIES,
  TATTOO_OPTIONS,
} from '../constants';
import { MAX_STORED_ID, nameIsEmail, profileNameField, storedNumber } from './fields';

const option = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'chooseOption' }).nullable().optional();

/** PUT /api/profile.php and the /profile form: every field optional, only sent fields change. */
export const profileUpdateSchema = z.object({
  name: profileNameField.optional(),
  gender: option(GENDERS),
  looking_for_gender: option(GENDERS),
  sexuality: option(SEXUALITIES),
  country: z.enum(COUNTRIES as [string, ...string[]], { error: 'chooseOption' }).optional(),
  region_id: z.number({ error: 'chooseOption' }).int().positive({ error: 'chooseOption' }).max(MAX_STORED_ID, { error: 'chooseOption' }).nullable().optional(),
  city: z.string().trim().max(80, { error: 'tooLong' }).nullable().optional(),
  show_city: z.boolean({ error: 'invalidField' }).optional(),
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

/** The update as the member may send it: §5 the name must differ from their own e-mail address. */
export function ownProfileUpdateSchema(email: string) {
  return profileUpdateSchema.superRefine((input, ctx) => {
    if (input.name !== undefined && nameIsEmail(input.name, email)) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'nameEqualsEmail' });
    }
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
  })
  .refine((q) => q.min_age == null || q.max_age == null || q.min_age <= q.max_age, { path: ['max_age'], error: 'ageRange' });

export type SearchInput = z.infer<typeof searchSchema>;
