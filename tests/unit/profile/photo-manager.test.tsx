// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PhotoManager } from '@/features/profile/components/photo-manager';
import type { OwnProfileDto, PhotoDto } from '@/shared/types/api';
import { renderWithProviders, testUser } from '../auth/render-with-providers';

afterEach(cleanup);

const photo = (id: number, isPrivate = false): PhotoDto => ({
  id,
  filename: `/api/media/${id}.jpg`,
  thumb_filename: `/api/media/${id}_t.jpg`,
  match: `/api/media/${id}.jpg`,
  is_private: isPrivate,
});
const profileWith = (photos: PhotoDto[], limit = 3): OwnProfileDto => ({
  ...testUser().profile,
  photos,
  photo_limit: limit,
  main_image: photos[1] ?? photos[0] ?? null,
});

describe('PhotoManager', () => {
  it('shows the count against the limit, the main photo first and private photos marked', () => {
    renderWithProviders(<PhotoManager profile={profileWith([photo(1, true), photo(2)])} onNotice={() => {}} />);
    expect(screen.getByText("2 van 3 foto's")).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Jouw foto 1' }).getAttribute('src')).toBe('/api/media/2_t.jpg');
    expect(screen.getByText('Hoofdfoto')).toBeTruthy();
    expect(screen.getByText('Privé')).toBeTruthy();
    expect(screen.getByLabelText('Kies een foto')).toBeTruthy();
  });

  it("says 'Foto-limiet bereikt' at the limit and offers no upload", () => {
    renderWithProviders(<PhotoManager profile={profileWith([photo(1), photo(2), photo(3)])} onNotice={() => {}} />);
    expect(screen.getByText('Foto-limiet bereikt')).toBeTruthy();
    expect(screen.getByText('Premium leden kunnen tot 25 foto’s uploaden.')).toBeTruthy();
    expect(screen.queryByLabelText('Kies een foto')).toBeNull();
  });
});
