// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemberDetails } from '@/features/members/components/member-details';
import { MemberProfileHeader } from '@/features/members/components/member-profile-header';
import type { MemberDetailDto } from '@/shared/types/api';
import { renderWithProviders, testUser } from '../auth/render-with-providers';

afterEach(cleanup);

const member = {
  ...testUser().profile,
  name: 'Eva',
  gender: 'female',
  sexuality: 'bi',
  city: 'Haarlem',
  country: 'NL',
  region: { id: 1, name: 'Noord-Holland' },
  photos: [],
  locked_photos: 0,
  online: false,
} as unknown as MemberDetailDto;

describe('a profile as others see it', () => {
  it('names the city the member shows, then region and country', () => {
    renderWithProviders(<MemberProfileHeader member={member} />, { settings: { visible_profile_fields: ['region', 'country'] } });
    expect(screen.getByText('Haarlem, Noord-Holland, Nederland')).toBeTruthy();
  });

  it('shows gender and sexuality only where the site shows them', () => {
    renderWithProviders(<MemberDetails member={member} />, { settings: { visible_profile_fields: ['gender', 'sexuality'] } });
    expect(screen.getByText('Geslacht').nextElementSibling?.textContent).toBe('Vrouw');
    expect(screen.getByText('Geaardheid').nextElementSibling?.textContent).toBe('Biseksueel');
    cleanup();
    renderWithProviders(<MemberDetails member={member} />, { settings: { visible_profile_fields: ['gender'] } });
    expect(screen.queryByText('Geaardheid')).toBeNull();
  });
});
