// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { LocateMeButton } from '@/components/forms/locate-me/locate-me-button';
import { fakeFetch, renderWithProviders } from '../auth/render-with-providers';

/** A browser that knows where it is (Amsterdam) or refuses to tell. */
function browserPosition(allowed: boolean) {
  const geolocation = {
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      allowed
        ? ok({ coords: { latitude: 52.37, longitude: 4.89 } } as GeolocationPosition)
        : fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LocateMeButton (signup and /profile)', () => {
  it('fills in the country and region found for the position, and hands on the position', async () => {
    browserPosition(true);
    const { fetch, calls } = fakeFetch(200, { country: 'NL', region: { id: 7, name: 'Noord-Holland' } });
    vi.stubGlobal('fetch', fetch);
    const onFound = vi.fn();
    renderWithProviders(<LocateMeButton onFound={onFound} />, { settings: { countries: ['NL', 'BE'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' }));
    expect(await screen.findByText('Je land en regio zijn ingevuld.')).toBeTruthy();
    expect(onFound).toHaveBeenCalledWith('NL', 7, { lat: 52.37, lon: 4.89 });
    expect(calls[0].url).toBe('/api/geocode.php?lat=52.37&lon=4.89');
  });

  it('fills in nothing when the position lies in a country this site does not serve', async () => {
    browserPosition(true);
    vi.stubGlobal('fetch', fakeFetch(200, { country: 'DE', region: null }).fetch);
    const onFound = vi.fn();
    renderWithProviders(<LocateMeButton onFound={onFound} />, { settings: { countries: ['NL', 'BE'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' }));
    expect(await screen.findByText('Je locatie ligt buiten de landen van deze site.')).toBeTruthy();
    expect(onFound).not.toHaveBeenCalled();
  });

  it('asks for permission when the browser was refused the location', async () => {
    browserPosition(false);
    renderWithProviders(<LocateMeButton onFound={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gebruik mijn locatie' }));
    expect(await screen.findByText('Geef je browser toestemming om je locatie te gebruiken.')).toBeTruthy();
  });
});
