import { describe, expect, it } from 'vitest';
import { showUnconfirmedReminder, unconfirmedAsModal, withoutSignupCompleteParam } from '@/features/site-chrome/components/banners/unconfirmed-rule';
import { testUser } from '../auth/render-with-providers';

describe('unconfirmed-account reminder (§4)', () => {
  const unconfirmed = testUser({ status: 'disabled' });

  it('shows for a logged-in, unconfirmed member with a disabled profile and no disabled notifications', () => {
    expect(showUnconfirmedReminder(unconfirmed, '/members')).toBe(true);
  });

  it('stays away from logged-out visitors, confirmed members and active profiles', () => {
    expect(showUnconfirmedReminder(null, '/members')).toBe(false);
    expect(showUnconfirmedReminder({ ...unconfirmed, status: 'confirmed' }, '/members')).toBe(false);
    expect(showUnconfirmedReminder(testUser({ status: 'active' }), '/members')).toBe(false);
  });

  it('is not shown when notifications are disabled', () => {
    expect(showUnconfirmedReminder({ ...unconfirmed, notifications_disabled: ['bounce'] }, '/members')).toBe(false);
  });

  it('is not shown on signup, settings or notifications', () => {
    for (const path of ['/signup', '/signup/2', '/settings', '/notifications']) expect(showUnconfirmedReminder(unconfirmed, path)).toBe(false);
    expect(showUnconfirmedReminder(unconfirmed, '/signup-matches')).toBe(true);
  });

  it('becomes a modal on a phone right after signup (api_signup_complete)', () => {
    expect(unconfirmedAsModal(true, true)).toBe(true);
    expect(unconfirmedAsModal(true, false)).toBe(false);
    expect(unconfirmedAsModal(false, true)).toBe(false);
  });

  it('takes api_signup_complete out of the address and leaves the rest', () => {
    expect(withoutSignupCompleteParam('https://amora.example/members?api_signup_complete=1')).toBe('/members');
    expect(withoutSignupCompleteParam('https://amora.example/members?gender=female&api_signup_complete=1&page=2#top')).toBe(
      '/members?gender=female&page=2#top',
    );
    expect(withoutSignupCompleteParam('https://amora.example/members?page=2')).toBe('/members?page=2');
  });
});
