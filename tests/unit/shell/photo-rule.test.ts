import { describe, expect, it } from 'vitest';
import { PHOTO_ALERT_SNOOZE_MS, showPhotoAlert } from '@/features/site-chrome/components/banners/photo-rule';
import { testUser } from '../auth/render-with-providers';

const photo = { id: 1, filename: '/a.jpg', thumb_filename: '/a_t.jpg', match: '/a.jpg', is_private: false };
const now = Date.UTC(2024, 5, 1);

describe('profile-photo alert (§4)', () => {
  it('shows for a logged-in member without a main photo', () => {
    expect(showPhotoAlert(testUser(), '/members', null, now)).toBe(true);
  });

  it('does not show for visitors or members with a photo', () => {
    expect(showPhotoAlert(null, '/members', null, now)).toBe(false);
    expect(showPhotoAlert(testUser({ main_image: photo }), '/members', null, now)).toBe(false);
  });

  it('is hidden on profile, signup, activate-done, premium, notifications, directdebit and settings', () => {
    for (const path of ['/profile', '/signup', '/activate/done', '/premium', '/notifications', '/directdebit', '/settings']) {
      expect(showPhotoAlert(testUser(), path, null, now)).toBe(false);
    }
    expect(showPhotoAlert(testUser(), '/activate/error', null, now)).toBe(true);
  });

  it('stays dismissed for a day after the stored dismissal time', () => {
    expect(showPhotoAlert(testUser(), '/members', now - 1000, now)).toBe(false);
    expect(showPhotoAlert(testUser(), '/members', now - PHOTO_ALERT_SNOOZE_MS, now)).toBe(true);
  });
});
