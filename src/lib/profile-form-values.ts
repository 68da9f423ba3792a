import { ownProfileUpdateSchema, type ProfileUpdateInput } from '@/shared/schemas/profile';
import { fieldErrorsOf } from '@/shared/errors/field-errors';
import type { OwnProfileDto } from '@/shared/types/api';
import type { Position } from '@/lib/api/geocode';

/** The shared position as the form holds it: the stored one kept, a new one ("use my location"), or none. */
export type LocationValue = 'kept' | Position | null;

/** The editor's state: every field as the form holds it ('' = no answer). */
export type ProfileFormValues = {
  name: string;
  gender: string;
  looking_for_gender: string;
  looking_for_min_age: string;
  looking_for_max_age: string;
  sexuality: string;
  country: string;
  region_id: string;
  city: string;
  show_city: boolean;
  location: LocationValue;
  height_cm: string;
  hair_colour: string;
  eye_colour: string;
  body_type: string;
  relationship_status: string;
  reason: string;
  tattoos: string;
  about: string;
  interests: string[];
  special_data_consent: boolean;
};

export const OPTION_KEYS = [
  'gender',
  'looking_for_gender',
  'sexuality',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'reason',
  'tattoos',
] as const;

export function valuesFromProfile(p: OwnProfileDto): ProfileFormValues {
  return {
    name: p.name,
    gender: p.gender ?? '',
    looking_for_gender: p.looking_for_gender ?? '',
    looking_for_min_age: p.looking_for_min_age ? String(p.looking_for_min_age) : '',
    looking_for_max_age: p.looking_for_max_age ? String(p.looking_for_max_age) : '',
    sexuality: p.sexuality ?? '',
    country: p.country ?? '',
    region_id: p.region ? String(p.region.id) : '',
    city: p.city ?? '',
    show_city: p.show_city,
    location: p.location_shared ? 'kept' : null,
    height_cm: p.height_cm ? String(p.height_cm) : '',
    hair_colour: p.hair_colour ?? '',
    eye_colour: p.eye_colour ?? '',
    body_type: p.body_type ?? '',
    relationship_status: p.relationship_status ?? '',
    reason: p.reason ?? '',
    tattoos: p.tattoos ?? '',
    about: p.about,
    interests: p.interests.map((i) => i.slug).sort(),
    special_data_consent: false,
  };
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** What changed in the special-category data (GDPR art. 9): orientation or interests. */
export function specialDataChanged(values: ProfileFormValues, initial: ProfileFormValues) {
  return { sexuality: values.sexuality !== initial.sexuality, interests: !sameSet(values.interests, initial.interests) };
}

export type ConsentContext = { consented: boolean; sensitiveSlugs: ReadonlySet<string> };

/** Consent is asked only when orientation or a sexual interest is about to be stored without it. */
export function needsConsent(values: ProfileFormValues, initial: ProfileFormValues, context: ConsentContext): boolean {
  if (context.consented) return false;
  const changed = specialDataChanged(values, initial);
  const sensitive = values.interests.some((slug) => context.sensitiveSlugs.has(slug));
  return (changed.sexuality && values.sexuality !== '') || (changed.interests && sensitive);
}

/**
 * Form → PUT body. Orientation and interests are sent only when changed, so saving other fields
 * never asks again for consent the member gave (or did not need) before.
 */
export function toUpdateInput(values: ProfileFormValues, initial: ProfileFormValues): ProfileUpdateInput {
  const nullable = (v: string) => (v.trim() === '' ? null : v.trim());
  const input: Record<string, unknown> = { name: values.name, about: values.about, city: nullable(values.city), show_city: values.show_city };
  for (const key of OPTION_KEYS) if (key !== 'sexuality') input[key] = nullable(values[key]);
  if (values.country) input.country = values.country;
  input.region_id = values.region_id ? Number(values.region_id) : null;
  input.height_cm = values.height_cm.trim() ? Number(values.height_cm) : null;
  for (const key of ['looking_for_min_age', 'looking_for_max_age'] as const) input[key] = values[key] ? Number(values[key]) : null;
  // The position goes only when it changed: a new one, or none where one was stored.
  if (values.location !== 'kept' && values.location !== initial.location) input.location = values.location;
  const changed = specialDataChanged(values, initial);
  if (changed.sexuality) input.sexuality = nullable(values.sexuality);
  if (changed.interests) input.interests = values.interests;
  if (values.special_data_consent) input.special_data_consent = true;
  return input as ProfileUpdateInput;
}

/** Client-side check with the API's own schema (name ≠ own e-mail, §5): field → Errors key. */
export function validateProfile(input: ProfileUpdateInput, email: string): Record<string, string> {
  const result = ownProfileUpdateSchema(email).safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  // The form shows a list's message (interests.3) on the list itself.
  for (const [field, { key }] of Object.entries(fieldErrorsOf(result.error))) errors[field.split('.')[0]] ??= key;
  return errors;
}
