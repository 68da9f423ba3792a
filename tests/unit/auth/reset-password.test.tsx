// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ResetCompleteForm } from '@/features/auth/components/reset-complete-form';
import { ResetRequestForm } from '@/features/auth/components/reset-request-form';
import { fakeFetch, renderWithProviders, testUser } from './render-with-providers';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const TOKEN = 'a-valid-looking-token';

function choosePassword(password: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('Nieuw wachtwoord'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Herhaal nieuw wachtwoord'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord opslaan' }));
}

describe('password reset request', () => {
  it('says to check the e-mail once the link is sent', async () => {
    vi.stubGlobal('fetch', fakeFetch(200, { ok: true }).fetch);
    renderWithProviders(<ResetRequestForm />);
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect(await screen.findByRole('heading', { name: 'Controleer je e-mail' })).toBeTruthy();
    expect(screen.getByText('anna@example.com')).toBeTruthy();
  });

  it('shows an unknown address under the field', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(404, { error: 'email_not_found', message: 'E-mailadres niet gevonden', fields: { email: 'E-mailadres niet gevonden' } }).fetch,
    );
    renderWithProviders(<ResetRequestForm />);
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Link versturen' }));
    expect(await screen.findByText('E-mailadres niet gevonden')).toBeTruthy();
  });
});

describe('password reset completion', () => {
  it("says 'De opgegeven wachtwoorden zijn niet gelijk.' without calling the server (§5)", () => {
    const api = fakeFetch(200, {});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ResetCompleteForm token={TOKEN} />);
    choosePassword('geheim123', 'geheim124');
    expect(screen.getByText('De opgegeven wachtwoorden zijn niet gelijk.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('logs in and goes to the members page', async () => {
    const api = fakeFetch(200, { user: testUser() });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ResetCompleteForm token={TOKEN} />);
    choosePassword('geheim123', 'geheim123');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/members'));
    expect(JSON.parse(String(api.calls[0].init.body))).toEqual({ token: TOKEN, password: 'geheim123', password_repeat: 'geheim123' });
  });

  it('explains an expired link and links to a new request', async () => {
    vi.stubGlobal('fetch', fakeFetch(422, { error: 'link_invalid', message: 'x', fields: { token: 'x' } }).fetch);
    renderWithProviders(<ResetCompleteForm token={TOKEN} />);
    choosePassword('geheim123', 'geheim123');
    expect(await screen.findByText('Link verlopen of invalide, vraag een nieuwe e-mail aan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nieuwe link aanvragen' }).getAttribute('href')).toBe('/reset-password');
  });
});
