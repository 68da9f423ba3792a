import { COUNTRIES, MIN_AGE, GENDERS, MAX_AGE, SEARCH_MAX_DISTANCE_KM } from '@/shared/constants';
import { NICHE_RULES, type NicheSlug } from '@/shared/niches';

// §3 search state lives in the URL query, so a search can be shared and the back button works.

/**
 * What the filter form edits; '' means "no preference". `online` and `photo` are '1' when asked for,
 * `interests` a comma-separated list of interest ids, `distance` km, `sort` 'distance' for nearest first.
 */
export type SearchFilters = {
  gender: string;
  country: string;
  region: string;
  min_age: string;
  max_age: string;
  online: string;
  photo: string;
  interests: string;
  distance: string;
  sort: string;
};

/** What GET /api/members.php receives: empty filters left out. */
export type SearchQuery = {
  gender?: string;
  country?: string;
  region?: number;
  min_age?: number;
  max_age?: number;
  online?: '1';
  photo?: '1';
  interests?: string;
  distance?: number;
  sort?: 'distance';
  page: number;
};

export const FILTER_KEYS = ['gender', 'country', 'region', 'min_age', 'max_age', 'online', 'photo', 'interests', 'distance', 'sort'] as const;
export const MAX_PAGE = 500;

export const EMPTY_FILTERS: SearchFilters = {
  gender: '',
  country: '',
  region: '',
  min_age: '',
  max_age: '',
  online: '',
  photo: '',
  interests: '',
  distance: '',
  sort: '',
};

type ParamsLike = { get(name: string): string | null; has(name: string): boolean };

/** Next's `searchParams` prop as URLSearchParams (repeated keys: the first value counts). */
export function toUrlSearchParams(record: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(record)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(key, first);
  }
  return params;
}

/** URL → filters. A URL without any filter key gets the defaults (a member's first visit). */
export function filtersFromParams(params: ParamsLike, defaults: Partial<SearchFilters>): SearchFilters {
  const untouched = FILTER_KEYS.every((key) => !params.has(key));
  if (untouched) return { ...EMPTY_FILTERS, ...defaults };
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as SearchFilters;
}

export function pageFromParams(params: ParamsLike): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/**
 * Filters → URL. Gender and country are always written, empty or not, so that "no preference"
 * survives a reload instead of falling back to the defaults.
 */
export function filtersToParams(filters: SearchFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  params.set('gender', filters.gender);
  params.set('country', filters.country);
  for (const key of FILTER_KEYS) if (key !== 'gender' && key !== 'country' && filters[key]) params.set(key, filters[key]);
  if (page > 1) params.set('page', String(page));
  return params;
}

function age(value: string): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= MIN_AGE && n <= MAX_AGE ? n : undefined;
}

/** Filters → API query; values the API would reject (a hand-edited URL) are dropped, ages put in order. */
export function toApiQuery(filters: SearchFilters, page: number): SearchQuery {
  const query: SearchQuery = { page };
  if ((GENDERS as readonly string[]).includes(filters.gender)) query.gender = filters.gender;
  if (COUNTRIES.includes(filters.country)) query.country = filters.country;
  const region = Number(filters.region);
  if (query.country && Number.isInteger(region) && region > 0) query.region = region;
  let [min, max] = [age(filters.min_age), age(filters.max_age)];
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) query.min_age = min;
  if (max !== undefined) query.max_age = max;
  return { ...query, ...narrowingQuery(filters) };
}

/** The narrowing filters as the API takes them; anything else in a hand-edited URL is dropped. */
function narrowingQuery(filters: SearchFilters): Partial<SearchQuery> {
  const query: Partial<SearchQuery> = {};
  if (filters.online === '1') query.online = '1';
  if (filters.photo === '1') query.photo = '1';
  if (/^\d{1,9}(,\d{1,9})*$/.test(filters.interests)) query.interests = filters.interests;
  const distance = Number(filters.distance);
  if (filters.distance && Number.isInteger(distance) && distance >= 1 && distance <= SEARCH_MAX_DISTANCE_KM) query.distance = distance;
  if (filters.sort === 'distance') query.sort = 'distance';
  return query;
}

type DefaultsInput = {
  profile: { looking_for_gender: string | null; country: string | null; looking_for_min_age?: number | null; looking_for_max_age?: number | null } | null;
  settings: { countries: string[]; geoip_country: string | null; geoip_selected_country: string | null; niche_slug: string };
};

/**
 * A member starts with the gender and ages they look for in their own country; a visitor in their own country.
 * A niche site whose members are of one gender (§9: "she", "gay", BBW, MILF, GILF) starts with that
 * gender, whatever the member looks for: a list that could only be empty helps nobody.
 */
export function defaultFilters({ profile, settings }: DefaultsInput): Partial<SearchFilters> {
  const nicheGender = NICHE_RULES[settings.niche_slug as NicheSlug]?.gender;
  if (profile) {
    const ages = { min_age: profile.looking_for_min_age, max_age: profile.looking_for_max_age };
    const agesSet = Object.fromEntries(Object.entries(ages).flatMap(([key, age]) => (age ? [[key, String(age)]] : [])));
    return { gender: nicheGender ?? profile.looking_for_gender ?? '', country: profile.country ?? '', ...agesSet };
  }
  const country = settings.geoip_selected_country ?? settings.geoip_country ?? '';
  return { country: settings.countries.includes(country) ? country : '', ...(nicheGender ? { gender: nicheGender } : {}) };
}
