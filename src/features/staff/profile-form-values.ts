import { isLocale } from '@/shared/locale';
import type { FictionalProfileDetailDto } from '@/shared/types/staff';
import type { FictionalProfileCreate, FictionalProfileUpdate } from './api/profiles';

/** The own-profile form as it holds the fields: '' is "no answer". */
export type ProfileValues = {
  site: string;
  name: string;
  date_of_birth: string;
  gender: string;
  looking_for_gender: string;
  sexuality: string;
  country: string;
  region_id: string;
  city: string;
  show_city: boolean;
  height_cm: string;
  hair_colour: string;
  eye_colour: string;
  body_type: string;
  relationship_status: string;
  reason: string;
  tattoos: string;
  about: string;
  interests: string[];
  persona: string;
  /** Where the profile is listed: site domains and languages; none ticked means everywhere. */
  shown_on_sites: string[];
  shown_in_languages: string[];
};

export const PROFILE_OPTION_KEYS = [
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

export function emptyProfileValues(site: string): ProfileValues {
  const blank = Object.fromEntries(PROFILE_OPTION_KEYS.map((key) => [key, '']));
  return {
    ...(blank as Record<(typeof PROFILE_OPTION_KEYS)[number], string>),
    site,
    name: '',
    date_of_birth: '',
    country: '',
    region_id: '',
    city: '',
    show_city: false,
    height_cm: '',
    about: '',
    interests: [],
    persona: '',
    shown_on_sites: [],
    shown_in_languages: [],
  };
}

export function profileValuesOf(p: FictionalProfileDetailDto, site: string): ProfileValues {
  return {
    site,
    name: p.name,
    date_of_birth: p.date_of_birth,
    gender: p.gender ?? '',
    looking_for_gender: p.looking_for_gender ?? '',
    sexuality: p.sexuality ?? '',
    country: p.country ?? '',
    region_id: p.region ? String(p.region.id) : '',
    city: p.city ?? '',
    show_city: p.show_city,
    height_cm: p.height_cm ? String(p.height_cm) : '',
    hair_colour: p.hair_colour ?? '',
    eye_colour: p.eye_colour ?? '',
    body_type: p.body_type ?? '',
    relationship_status: p.relationship_status ?? '',
    reason: p.reason ?? '',
    tattoos: p.tattoos ?? '',
    about: p.about,
    interests: p.interests.map((i) => i.slug).sort(),
    persona: p.persona,
    shown_on_sites: p.shown_on_sites,
    shown_in_languages: p.shown_in_languages,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Every field both calls take, '' sent as "no answer". */
function profileFields(v: ProfileValues): Omit<FictionalProfileUpdate, 'id'> {
  const options = Object.fromEntries(PROFILE_OPTION_KEYS.map((key) => [key, orNull(v[key])]));
  return {
    ...options,
    name: v.name,
    country: v.country || undefined,
    region_id: v.region_id ? Number(v.region_id) : null,
    city: orNull(v.city),
    show_city: v.show_city,
    // Not a number gives NaN, which the schema refuses on the field (invalidHeight).
    height_cm: v.height_cm.trim() ? Number(v.height_cm) : null,
    about: v.about,
    interests: v.interests,
    persona: v.persona,
    shown_on_sites: v.shown_on_sites,
    shown_in_languages: v.shown_in_languages.filter(isLocale),
  };
}

/** PUT /api/staff/profiles.php: all the fields (site and date of birth never change). */
export const toProfileUpdate = (v: ProfileValues, id: number): FictionalProfileUpdate => ({ id, ...profileFields(v) });

/**
 * POST /api/staff/profiles.php: the fields plus site and date of birth. Gender and country go as the
 * form holds them, '' included, so the schema names a missing one on its field.
 */
export function toProfileCreate(v: ProfileValues): FictionalProfileCreate {
  return { ...profileFields(v), site: v.site, date_of_birth: v.date_of_birth, gender: v.gender, country: v.country } as FictionalProfileCreate;
}
