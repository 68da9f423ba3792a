// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { PhotoBanner } from '@/features/site-chrome/components/banners/photo-banner';
import { PHOTO_ALERT_DISMISSED_KEY } from '@/features/site-chrome/components/banners/photo-rule';
import { renderShell, testUser } from './shell-render';

let pathname = '/members';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('PhotoBanner', () => {
  it('asks a member without a photo to add one, and stores the dismissal time', () => {
    renderShell(<PhotoBanner user={testUser()} />);
    expect(screen.getByRole('link', { name: 'Foto toevoegen' }).getAttribute('href')).toBe('/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByText('Voeg een profielfoto toe')).toBeNull();
    expect(Number(localStorage.getItem(PHOTO_ALERT_DISMISSED_KEY))).toBeGreaterThan(0);
  });

  it('is not shown on the profile page', () => {
    pathname = '/profile';
    renderShell(<PhotoBanner user={testUser()} />);
    expect(screen.queryByText('Voeg een profielfoto toe')).toBeNull();
    pathname = '/members';
  });
});
