import { isLocale } from '@/shared/locale';
import type { FictionalProfileDetailDto } from '@/shared/types/staff';
import { OPTION_KEYS, valuesFromProfile, type ProfileFormValues } from '@/lib/profile-form-values';
import type { FictionalProfileCreate, FictionalProfileUpdate } from './api/profiles';

/** What only a member sets on their own profile: consent, the ages they look for, their shared position. */
type MembersOwn = 'special_data_consent' | 'looking_for_min_age' | 'looking_for_max_age' | 'location';

/** The own-profile form as it holds the fields: the member profile editor's, plus what only staff set. */
export type ProfileValues = Omit<ProfileFormValues, MembersOwn> & {
  site: string;
  date_of_birth: string;
  persona: string;
  /** Where the profile is listed: site domains and languages; none ticked means everywhere. */
  shown_on_sites: string[];
  shown_in_languages: string[];
};

export function emptyProfileValues(site: string): ProfileValues {
  const blank = Object.fromEntries(OPTION_KEYS.map((key) => [key, '']));
  return {
    ...(blank as Record<(typeof OPTION_KEYS)[number], string>),
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
  // The member editor reads the shared fields; a site's own profile has no consent step, wished ages or position.
  const { special_data_consent: _consent, looking_for_min_age: _min, looking_for_max_age: _max, location: _location, ...shared } = valuesFromProfile(p);
  return {
    ...shared,
    site,
    date_of_birth: p.date_of_birth,
    persona: p.persona,
    shown_on_sites: p.shown_on_sites,
    shown_in_languages: p.shown_in_languages,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Every field both calls take, '' sent as "no answer". */
function profileFields(v: ProfileValues): Omit<FictionalProfileUpdate, 'id'> {
  const options = Object.fromEntries(OPTION_KEYS.map((key) => [key, orNull(v[key])]));
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
