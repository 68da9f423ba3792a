// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LangConfig } from '@/features/public-pages/components/lang-config';
import { renderShell } from './shell-render';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: vi.fn() }) }));

const fetch = vi.fn(async () => new Response('{"user":{}}', { status: 200, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetch);
  document.cookie = 'NEXT_LOCALE=; max-age=0; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetch.mockClear();
  refresh.mockClear();
});

const settings = { visible_languages: ['nl', 'fr', 'de'] as ('nl' | 'fr' | 'de')[] };

describe('LangConfig', () => {
  it('lists the visible languages and marks the current one', () => {
    renderShell(<LangConfig loggedIn={false} />, { settings });
    expect(screen.getByRole('button', { name: /Nederlands/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /Français/ }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /Deutsch/ })).toBeTruthy();
  });

  it('sets the language cookie for a visitor without calling the API', async () => {
    renderShell(<LangConfig loggedIn={false} />, { settings });
    fireEvent.click(screen.getByRole('button', { name: /Deutsch/ }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(document.cookie).toContain('NEXT_LOCALE=de');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('saves the language on the account of a member (PUT /api/user.php)', async () => {
    renderShell(<LangConfig loggedIn />, { settings });
    fireEvent.click(screen.getByRole('button', { name: /Français/ }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith('/api/user.php', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ language: 'fr' }) }));
  });
});
