// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import ErrorPage from '@/app/error';
import NotFound from '@/app/not-found';
import { InLayout } from '@/components/layout/layout-presence';
import { renderWithProviders } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Both screens load their code when they show (every page carries the boundaries): inside a route
// group's layout, as when a page fails or is not found, they show in the layout's content area.
describe('the error and not-found pages (§8)', () => {
  it('says what went wrong, with its status, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const retry = vi.fn();
    renderWithProviders(
      <InLayout>
        <ErrorPage error={Object.assign(new Error('Het profiel kon niet worden geladen'), { status: 503 })} retry={retry} />
      </InLayout>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: /Het profiel kon niet worden geladen$/ });
    expect(heading.textContent).toBe('503 – Het profiel kon niet worden geladen');
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(retry).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' }).getAttribute('href')).toBe('/');
  });

  it('says a page could not be found, with the way home', async () => {
    renderWithProviders(
      <InLayout>
        <NotFound />
      </InLayout>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: /Deze pagina kon niet worden gevonden$/ });
    expect(heading.textContent).toBe('404 – Deze pagina kon niet worden gevonden');
    expect(screen.getByRole('link', { name: 'Terug naar de startpagina' }).getAttribute('href')).toBe('/');
  });
});
