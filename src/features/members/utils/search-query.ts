import { COUNTRIES, MIN_AGE, GENDERS, MAX_AGE } from '@/shared/constants';
import { NICHE_RULES, type NicheSlug } from '@/shared/niches';

// §3 search state lives in the URL query, so a search can be shared and the back button works.

/** What the filter form edits; '' means "no preference". */
export type SearchFilters = {
  gender: string;
  country: string;
  region: string;
  min_age: string;
  max_age: string;
};

/** What GET /api/members.php receives: empty filters left out. */
export type SearchQuery = Partial<Omit<SearchFilters, 'region' | 'min_age' | 'max_age'>> & {
  region?: number;
  min_age?: number;
  max_age?: number;
  page: number;
};

export const FILTER_KEYS = ['gender', 'country', 'region', 'min_age', 'max_age'] as const;
export const MAX_PAGE = 500;

export const EMPTY_FILTERS: SearchFilters = { gender: '', country: '', region: '', min_age: '', max_age: '' };

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
  const read = (key: keyof SearchFilters) => params.get(key)?.trim() ?? '';
  return { gender: read('gender'), country: read('country'), region: read('region'), min_age: read('min_age'), max_age: read('max_age') };
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
  for (const key of ['region', 'min_age', 'max_age'] as const) if (filters[key]) params.set(key, filters[key]);
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
  return query;
}

type DefaultsInput = {
  profile: { looking_for_gender: string | null; country: string | null } | null;
  settings: { countries: string[]; geoip_country: string | null; geoip_selected_country: string | null; niche_slug: string };
};

/**
 * A member starts with the gender they look for in their own country; a visitor in their own country.
 * A niche site whose members are of one gender (§9: "she", "gay", BBW, MILF, GILF) starts with that
 * gender, whatever the member looks for: a list that could only be empty helps nobody.
 */
export function defaultFilters({ profile, settings }: DefaultsInput): Partial<SearchFilters> {
  const nicheGender = NICHE_RULES[settings.niche_slug as NicheSlug]?.gender;
  if (profile) return { gender: nicheGender ?? profile.looking_for_gender ?? '', country: profile.country ?? '' };
  const country = settings.geoip_selected_country ?? settings.geoip_country ?? '';
  return { country: settings.countries.includes(country) ? country : '', ...(nicheGender ? { gender: nicheGender } : {}) };
}
