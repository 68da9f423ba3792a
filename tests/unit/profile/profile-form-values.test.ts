// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { needsConsent, toUpdateInput, validateProfile, valuesFromProfile } from '@/lib/profile-form-values';
import type { OwnProfileDto } from '@/shared/types/api';

const profile = (overrides: Partial<OwnProfileDto> = {}): OwnProfileDto => ({
  id: 1,
  name: 'Anna',
  age: 30,
  date_of_birth: '1994-01-01',
  gender: 'female',
  looking_for_gender: 'male',
  looking_for_min_age: null,
  looking_for_max_age: null,
  sexuality: 'hetero',
  country: 'NL',
  region: { id: 4, country: 'NL', code: 'NL-UT', name: 'Utrecht' },
  city: null,
  show_city: false,
  location_shared: false,
  hair_colour: 'blond',
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  reason: null,
  tattoos: null,
  height_cm: 170,
  about: 'Hoi',
  status: 'active',
  is_fictional: false,
  main_image: null,
  interests: [
    { id: 2, slug: 'wine', icon: 'cup', name: 'Wijn', sensitive: false },
    { id: 1, slug: 'beach', icon: 'umbrella', name: 'Strand', sensitive: false },
  ],
  photos: [],
  photo_limit: 3,
  ...overrides,
});

describe('profile form values', () => {
  it('turns the profile into form strings, interests as sorted slugs', () => {
    const values = valuesFromProfile(profile());
    expect(values).toMatchObject({ region_id: '4', height_cm: '170', city: '', eye_colour: '', interests: ['beach', 'wine'] });
  });

  it('sends ordinary fields always, with empty answers as null', () => {
    const initial = valuesFromProfile(profile());
    const input = toUpdateInput({ ...initial, hair_colour: '', city: ' Utrecht ', height_cm: '' }, initial);
    expect(input).toMatchObject({ name: 'Anna', hair_colour: null, city: 'Utrecht', height_cm: null, region_id: 4, country: 'NL' });
  });

  it('sends orientation and interests only when they changed (GDPR art. 9)', () => {
    const initial = valuesFromProfile(profile());
    const unchanged = toUpdateInput(initial, initial);
    expect(unchanged).not.toHaveProperty('sexuality');
    expect(unchanged).not.toHaveProperty('interests');
    const changed = toUpdateInput({ ...initial, sexuality: 'bi', interests: ['beach'], special_data_consent: true }, initial);
    expect(changed).toMatchObject({ sexuality: 'bi', interests: ['beach'], special_data_consent: true });
  });

  it('asks for consent only when special data is being stored', () => {
    const initial = valuesFromProfile(profile({ sexuality: null, interests: [] }));
    const ctx = { consented: false, sensitiveSlugs: new Set(['bondage']) };
    expect(needsConsent(initial, initial, ctx)).toBe(false);
    expect(needsConsent({ ...initial, sexuality: 'gay' }, initial, ctx)).toBe(true);
    expect(needsConsent({ ...initial, interests: ['bondage'] }, initial, ctx)).toBe(true);
    expect(needsConsent({ ...initial, interests: ['beach'] }, initial, ctx)).toBe(false);
    expect(needsConsent({ ...initial, sexuality: 'gay' }, initial, { ...ctx, consented: true })).toBe(false);
    const filled = valuesFromProfile(profile());
    expect(needsConsent({ ...filled, sexuality: '', interests: [] }, filled, ctx)).toBe(false);
  });

  it('checks with the shared schema and returns Errors keys per field', () => {
    const initial = valuesFromProfile(profile());
    const errors = validateProfile(toUpdateInput({ ...initial, name: '@anna', height_cm: '300' }, initial), 'anna@example.com');
    expect(errors).toEqual({ name: 'nameStartsWithAt', height_cm: 'invalidHeight' });
    expect(validateProfile(toUpdateInput(initial, initial), 'anna@example.com')).toEqual({});
  });

  it("refuses the member's own e-mail address as name (§5)", () => {
    const initial = valuesFromProfile(profile());
    const input = toUpdateInput({ ...initial, name: 'Anna@Example.com' }, initial);
    expect(validateProfile(input, 'anna@example.com')).toEqual({ name: 'nameEqualsEmail' });
  });

  it('sends the ages looked for, and catches a range the wrong way round', () => {
    const initial = valuesFromProfile(profile({ looking_for_min_age: 30 }));
    expect(initial).toMatchObject({ looking_for_min_age: '30', looking_for_max_age: '' });
    expect(toUpdateInput(initial, initial)).toMatchObject({ looking_for_min_age: 30, looking_for_max_age: null });
    const backwards = toUpdateInput({ ...initial, looking_for_max_age: '25' }, initial);
    expect(validateProfile(backwards, 'anna@example.com')).toEqual({ looking_for_max_age: 'ageRange' });
  });

  it('sends the position only when a new one was found or a shared one is taken away', () => {
    const shared = valuesFromProfile(profile({ location_shared: true }));
    expect(shared.location).toBe('kept');
    expect(toUpdateInput(shared, shared)).not.toHaveProperty('location');
    expect(toUpdateInput({ ...shared, location: null }, shared)).toMatchObject({ location: null });
    const none = valuesFromProfile(profile());
    expect(toUpdateInput(none, none)).not.toHaveProperty('location');
    expect(toUpdateInput({ ...none, location: { lat: 52.37, lon: 4.9 } }, none)).toMatchObject({ location: { lat: 52.37, lon: 4.9 } });
  });
});
