// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/features/auth/components/login-form';
import { fakeFetch, renderWithProviders, testUser } from './render-with-providers';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function logIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
}

describe('login page', () => {
  it('goes to the ?next= page after logging in', async () => {
    const api = fakeFetch(200, { user: testUser() });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<LoginForm next="/chats/4" />);
    logIn('anna@example.com', 'geheim123');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/chats/4'));
    expect(api.calls[0].url).toBe('/api/user.php');
  });

  it('shows the lock message from the server (§8)', async () => {
    vi.stubGlobal('fetch', fakeFetch(429, { error: 'account_locked', message: 'Te veel foute pogingen, account voor 15 min geblokkeerd.' }).fetch);
    renderWithProviders(<LoginForm next={null} />);
    logIn('anna@example.com', 'fout');
    expect((await screen.findByRole('alert')).textContent).toBe('Te veel foute pogingen, account voor 15 min geblokkeerd.');
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('checks the e-mail address before calling the server', async () => {
    const api = fakeFetch(200, {});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<LoginForm next={null} />);
    logIn('geen-email', 'x');
    expect(await screen.findByText('Ongeldige e-mail')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('links to the password reset', () => {
    renderWithProviders(<LoginForm next={null} />);
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' }).getAttribute('href')).toBe('/reset-password');
  });
});
