// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  pageFromParams,
  toApiQuery,
  toUrlSearchParams,
} from '@/features/members/utils/search-query';
import { nicheSignupDefaults } from '@/shared/niches';

const params = (qs: string) => new URLSearchParams(qs);
const settings = { countries: ['NL', 'BE'], geoip_country: 'NL', geoip_selected_country: null, niche_slug: 'default' };

describe('search filters in the URL', () => {
  it('starts a member with the gender they look for in their own country', () => {
    const defaults = defaultFilters({ profile: { looking_for_gender: 'female', country: 'BE' }, settings });
    expect(filtersFromParams(params(''), defaults)).toEqual({ ...EMPTY_FILTERS, gender: 'female', country: 'BE' });
  });

  it('starts a member with the ages their profile looks for', () => {
    const profile = { looking_for_gender: 'female', country: 'BE', looking_for_min_age: 30, looking_for_max_age: null };
    expect(defaultFilters({ profile, settings })).toEqual({ gender: 'female', country: 'BE', min_age: '30' });
  });

  it('starts a visitor in their own country when the site serves it', () => {
    expect(defaultFilters({ profile: null, settings })).toEqual({ country: 'NL' });
    expect(defaultFilters({ profile: null, settings: { ...settings, geoip_country: 'US' } })).toEqual({ country: '' });
  });

  it('starts everyone on a one-gender niche site with that gender (§9)', () => {
    const gay = { ...settings, niche_slug: 'gay' };
    expect(defaultFilters({ profile: { looking_for_gender: 'female', country: 'BE' }, settings: gay })).toEqual({ gender: 'male', country: 'BE' });
    expect(defaultFilters({ profile: null, settings: gay })).toEqual({ country: 'NL', gender: 'male' });
    expect(defaultFilters({ profile: null, settings: { ...settings, niche_slug: 'milf' } })).toEqual({ country: 'NL', gender: 'female' });
    // The signup form's first choice follows the niche too.
    expect(nicheSignupDefaults('gay')).toEqual({ gender: 'male', looking_for_gender: 'male' });
    expect(nicheSignupDefaults('she')).toEqual({ gender: 'female', looking_for_gender: 'female' });
    expect(nicheSignupDefaults('bbw')).toEqual({ gender: 'male', looking_for_gender: 'female' });
  });

  it('keeps "no preference" from the URL instead of falling back to the defaults', () => {
    const url = filtersToParams({ ...EMPTY_FILTERS }, 1).toString();
    expect(url).toBe('gender=&country=');
    expect(filtersFromParams(params(url), { gender: 'male', country: 'NL' })).toEqual(EMPTY_FILTERS);
  });

  it('round-trips filters and page through the query string', () => {
    const filters = { ...EMPTY_FILTERS, gender: 'male', country: 'NL', region: '12', min_age: '25', max_age: '40' };
    const url = filtersToParams(filters, 3);
    expect(url.toString()).toBe('gender=male&country=NL&region=12&min_age=25&max_age=40&page=3');
    expect(filtersFromParams(url, {})).toEqual(filters);
    expect(pageFromParams(url)).toBe(3);
  });

  it('keeps online now, with photo, interests, distance and order in the URL, so a reload keeps them', () => {
    const filters = { ...EMPTY_FILTERS, gender: 'female', country: 'NL', online: '1', photo: '1', interests: '3,8', distance: '25', sort: 'distance' };
    const url = filtersToParams(filters, 1);
    expect(url.toString()).toBe('gender=female&country=NL&online=1&photo=1&interests=3%2C8&distance=25&sort=distance');
    expect(filtersFromParams(params(url.toString()), { gender: 'male' })).toEqual(filters);
    expect(toApiQuery(filters, 1)).toEqual({
      page: 1,
      gender: 'female',
      country: 'NL',
      online: '1',
      photo: '1',
      interests: '3,8',
      distance: 25,
      sort: 'distance',
    });
  });

  it('leaves page 1 out of the URL and ignores nonsense pages', () => {
    expect(filtersToParams(EMPTY_FILTERS, 1).has('page')).toBe(false);
    expect(pageFromParams(params('page=-2'))).toBe(1);
    expect(pageFromParams(params('page=abc'))).toBe(1);
    expect(pageFromParams(params('page=100000'))).toBe(500);
  });

  it('reads Next searchParams, taking the first of repeated keys', () => {
    expect(toUrlSearchParams({ gender: ['female', 'male'], country: 'NL', x: undefined }).toString()).toBe('gender=female&country=NL');
  });
});

describe('the API query', () => {
  it('drops empty filters', () => {
    expect(toApiQuery(EMPTY_FILTERS, 1)).toEqual({ page: 1 });
  });

  it('drops values the API would reject from a hand-edited URL', () => {
    const query = toApiQuery(
      {
        gender: 'robot',
        country: 'XX',
        region: '7',
        min_age: '12',
        max_age: 'old',
        online: 'yes',
        photo: '0',
        interests: 'a,b',
        distance: '9999',
        sort: 'name',
      },
      2,
    );
    expect(query).toEqual({ page: 2 });
  });

  it('sends a region only with its country', () => {
    expect(toApiQuery({ ...EMPTY_FILTERS, country: 'NL', region: '7' }, 1)).toEqual({ page: 1, country: 'NL', region: 7 });
  });

  it('puts an age range given the wrong way round in order', () => {
    expect(toApiQuery({ ...EMPTY_FILTERS, min_age: '50', max_age: '30' }, 1)).toEqual({ page: 1, min_age: 30, max_age: 50 });
  });
});
