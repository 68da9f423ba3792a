// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { BannerShell } from '@/components/layout/banners/banner-shell';
import { renderShell } from './shell-render';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const banner = () => (
  <BannerShell id="photo" variant="light" icon="camera" title="Voeg een profielfoto toe">
    <p>Leden met een foto krijgen veel meer reacties.</p>
  </BannerShell>
);

describe('BannerShell (§4 banners on a phone)', () => {
  it('shows one line until the member opens it, and folds it again', () => {
    renderShell(banner());
    const details = document.getElementById('banner-photo-details')!;
    expect(details.classList.contains('d-none')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Meer tonen' }));
    expect(details.classList.contains('d-none')).toBe(false);
    expect(screen.getByRole('button', { name: 'Minder tonen' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Minder tonen' }));
    expect(details.classList.contains('d-none')).toBe(true);
  });

  it('remembers an opened banner for the rest of the visit', () => {
    const first = renderShell(banner());
    fireEvent.click(screen.getByRole('button', { name: 'Meer tonen' }));
    first.unmount();
    renderShell(banner());
    expect(screen.getByRole('button', { name: 'Minder tonen' })).toBeTruthy();
  });
});
