// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ProfileCompleteness } from '@/features/profile/components/profile-completeness';
import type { OwnProfileDto } from '@/shared/types/api';
import { renderWithProviders, testUser } from '../auth/render-with-providers';

afterEach(cleanup);

const bare: OwnProfileDto = {
  ...testUser().profile,
  main_image: null,
  about: '',
  interests: [],
  region: null,
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  reason: null,
};
const photo = { id: 1, filename: '/a.jpg', thumb_filename: '/a_t.jpg', match: '/a.jpg', is_private: false };

describe('the profile completeness meter', () => {
  it('shows how far the profile is and links each part still to add', () => {
    renderWithProviders(<ProfileCompleteness profile={{ ...bare, main_image: photo, hair_colour: 'brown', eye_colour: 'blue', body_type: 'slim' }} />);
    expect(screen.getByRole('heading', { name: 'Je profiel is 33% compleet' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Je profiel is 33% compleet' }).getAttribute('aria-valuenow')).toBe('33');
    expect(screen.getByRole('link', { name: 'iets over jezelf' }).getAttribute('href')).toBe('#profile-about');
    expect(screen.getByRole('link', { name: 'minstens 3 interesses' }).getAttribute('href')).toBe('#profile-interests');
    expect(screen.queryByRole('link', { name: 'een profielfoto' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'je uiterlijk' })).toBeNull();
  });

  it('asks for nothing more once everything is there', () => {
    const interests = [1, 2, 3].map((id) => ({ id, slug: `i${id}`, name: `I${id}`, icon: 'x', sensitive: false }));
    const full = {
      ...bare,
      main_image: photo,
      about: 'x'.repeat(60),
      interests,
      region: { id: 1, name: 'Noord-Holland' },
      hair_colour: 'brown',
      eye_colour: 'blue',
      body_type: 'slim',
      relationship_status: 'single',
      reason: 'dating',
    };
    renderWithProviders(<ProfileCompleteness profile={full as OwnProfileDto} />);
    expect(screen.getByRole('heading', { name: 'Je profiel is 100% compleet' })).toBeTruthy();
    expect(screen.queryByText('Voeg nog toe:')).toBeNull();
  });
});
