// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemberCard } from '@/features/members/components/member-card';
import type { MemberCardDto } from '@/shared/types/api';
import { renderWithProviders } from '../auth/render-with-providers';

afterEach(cleanup);

const member = (overrides: Partial<MemberCardDto> = {}): MemberCardDto => ({
  id: 7,
  name: 'Eva',
  age: 26,
  country: 'NL',
  region: 'Overijssel',
  is_fictional: false,
  online: false,
  main_image: { id: 1, filename: '/api/media/a.jpg', thumb_filename: '/api/media/a_t.jpg', match: '/api/media/a.jpg', is_private: false },
  ...overrides,
});

describe('MemberCard', () => {
  it('shows the photo, name, age and region and links to the profile', () => {
    renderWithProviders(<MemberCard member={member()} />);
    expect(screen.getByRole('link', { name: 'Eva' }).getAttribute('href')).toBe('/members/7');
    expect(screen.getByRole('img', { name: 'Foto van Eva' }).getAttribute('src')).toBe('/api/media/a_t.jpg');
    expect(screen.getByText('· 26 jaar')).toBeTruthy();
    expect(screen.getByText('Overijssel')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Nu online' })).toBeNull();
  });

  it('offers the WebP thumbnail at 1× and 2× for the tile size, the JPEG staying the fallback', () => {
    const webp = { filename: '/api/media/a.webp', thumb_filename: '/api/media/a_t.webp', thumb_2x_filename: '/api/media/a_t2x.webp' };
    const { container } = renderWithProviders(<MemberCard member={member({ main_image: { ...member().main_image!, webp } })} />);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/webp');
    expect(source?.getAttribute('srcset')).toBe('/api/media/a_t.webp 320w, /api/media/a_t2x.webp 640w');
    expect(source?.getAttribute('sizes')).toMatch(/^\(max-width: 767\.98px\) 50vw, /);
    expect(screen.getByRole('img', { name: 'Foto van Eva' }).getAttribute('src')).toBe('/api/media/a_t.jpg');
  });

  it('shows only the JPEG of a photo without WebP copies', () => {
    const { container } = renderWithProviders(<MemberCard member={member()} />);
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img', { name: 'Foto van Eva' }).getAttribute('src')).toBe('/api/media/a_t.jpg');
  });

  it('shows a placeholder, the country name and the online dot', () => {
    renderWithProviders(<MemberCard member={member({ main_image: null, region: null, online: true })} />);
    expect(screen.getByRole('img', { name: 'Eva heeft nog geen foto' })).toBeTruthy();
    expect(screen.getByText('Nederland')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Nu online' })).toBeTruthy();
  });

  it('labels a fictional profile with the site icon and wording', () => {
    const { container } = renderWithProviders(<MemberCard member={member({ is_fictional: true })} />, {
      settings: { fictional_icon: 'bi-stars', fictional_singular: 'Fictief profiel' },
    });
    expect(screen.getByText('Fictief profiel')).toBeTruthy();
    expect(container.querySelector('.bi-stars')).toBeTruthy();
  });
});
