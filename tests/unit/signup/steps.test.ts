import { describe, expect, it } from 'vitest';
import { changedFields, missingSteps, SIGNUP_STEPS, stepAfter, stepProgress } from '@/features/signup/utils/steps';
import type { OwnProfileDto } from '@/shared/types/api';
import { testUser } from '../auth/render-with-providers';

const member = testUser;

const photo = { id: 1, filename: '/f.jpg', thumb_filename: '/t.jpg', match: '/f.jpg', is_private: false };
const complete: Partial<OwnProfileDto> = {
  main_image: photo,
  photos: [photo],
  country: 'NL',
  region: { id: 3, country: 'NL', code: 'NH', name: 'Noord-Holland' },
  sexuality: 'hetero',
  hair_colour: 'brown',
  eye_colour: 'blue',
  body_type: 'slim',
  relationship_status: 'single',
  reason: 'dating',
  about: 'Hoi',
  interests: [{ id: 1, slug: 'beach', icon: 'umbrella', name: 'Strand', sensitive: false }],
};

describe('signup steps (§2)', () => {
  it('has five steps: photo, location, personal info, about-me, push', () => {
    expect(SIGNUP_STEPS).toEqual(['photo', 'location', 'personal', 'about', 'push']);
  });

  it('goes to the next step and ends after the last', () => {
    expect(stepAfter(SIGNUP_STEPS, 'photo')).toBe('location');
    expect(stepAfter(SIGNUP_STEPS, 'push')).toBeNull();
    expect(stepAfter(['location', 'about'], 'location')).toBe('about');
  });

  it('shows "step n of 5", the step\'s place in the whole signup, wherever it runs', () => {
    expect(stepProgress('photo')).toEqual({ n: 1, of: 5 });
    expect(stepProgress('about')).toEqual({ n: 4, of: 5 });
    expect(stepProgress('push')).toEqual({ n: 5, of: 5 });
  });
});

describe('complete-signup: missing steps', () => {
  it('lists every step for a fresh profile when push was never asked', () => {
    expect(missingSteps(member(), 'default')).toEqual(SIGNUP_STEPS);
  });

  it('lists nothing for a complete profile whose browser answered the push question', () => {
    expect(missingSteps(member(complete), 'granted')).toEqual([]);
    expect(missingSteps(member(complete), 'unsupported')).toEqual([]);
  });

  it('asks for the region when only the country is known', () => {
    expect(missingSteps(member({ ...complete, region: null }), 'denied')).toEqual(['location']);
  });

  it('asks for personal info while any of its fields is empty, and about-me without interests', () => {
    expect(missingSteps(member({ ...complete, reason: null, interests: [] }), 'denied')).toEqual(['personal', 'about']);
  });
});

describe('changed fields', () => {
  it('keeps only what differs from the profile', () => {
    expect(changedFields({ hair_colour: 'brown', eye_colour: 'green', reason: '' }, { hair_colour: 'brown', eye_colour: 'blue', reason: '' })).toEqual({
      eye_colour: 'green',
    });
  });
});
