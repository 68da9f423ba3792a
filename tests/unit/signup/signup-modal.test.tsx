// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { SignupModal } from '@/features/signup/components/signup-modal';
import { redirectedToLogin, signupClosed } from '@/lib/signup-events';
import { renderWithProviders } from '../auth/render-with-providers';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }), usePathname: () => '/' }));

function openOnDesktop() {
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  return import('@/lib/signup-events').then(({ openSignup }) => act(() => openSignup()));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  push.mockReset();
  sessionStorage.clear();
});

describe('SignupModal (§2, §4)', () => {
  it('opens on the open event and closes on signupClosed', async () => {
    renderWithProviders(<SignupModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await openOnDesktop();
    expect(await screen.findByRole('dialog', { name: 'Gratis aanmelden' })).toBeTruthy();
    act(() => signupClosed());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when the visitor goes to the login page', async () => {
    renderWithProviders(<SignupModal />);
    await openOnDesktop();
    await screen.findByRole('dialog');
    act(() => redirectedToLogin());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a clear message when signups need a traffic source and there is none (§6)', async () => {
    renderWithProviders(<SignupModal />, { settings: { signups: 'with_trafficsource' } });
    await openOnDesktop();
    expect(await screen.findByText('Aanmelden is op deze site op dit moment niet mogelijk.')).toBeTruthy();
  });
});

describe('SignupModal while the profile steps run', () => {
  it('cannot be closed by Escape and has no close button until the complete step', async () => {
    const { fireEvent } = await import('@testing-library/react');
    const { testUser } = await import('../auth/render-with-providers');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ user: testUser() }), { status: 201 }));
    renderWithProviders(<SignupModal />);
    await openOnDesktop();
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('button', { name: 'Sluiten' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Profielnaam'), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'geheim123' } });
    fireEvent.change(screen.getByLabelText('Dag'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Maand'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Jaar'), { target: { value: '1990' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));
    expect(await screen.findByText('Stap 1 van 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    // A modal that refuses Escape bounces (modal-static) and stays shown; one that closes drops `show`.
    await waitFor(() => expect(dialog.classList).toContain('modal-static'));
    expect(dialog.classList).toContain('show');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});

describe('LazySignupModal (the layouts mount it; the signup code loads on first open)', () => {
  it('renders nothing until asked, then loads and opens the signup', async () => {
    const { LazySignupModal } = await import('@/features/signup/components/lazy-signup-modal');
    renderWithProviders(<LazySignupModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await openOnDesktop();
    expect(await screen.findByRole('dialog', { name: 'Gratis aanmelden' })).toBeTruthy();
  });

  it('sends a member who is already logged in to the members page instead', async () => {
    const { LazySignupModal } = await import('@/features/signup/components/lazy-signup-modal');
    const { testUser } = await import('../auth/render-with-providers');
    renderWithProviders(<LazySignupModal />, { user: testUser() });
    await openOnDesktop();
    expect(push).toHaveBeenCalledWith('/members');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens again at the step the member was on after a reload during the profile steps', async () => {
    const { LazySignupModal } = await import('@/features/signup/components/lazy-signup-modal');
    const { testUser } = await import('../auth/render-with-providers');
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    sessionStorage.setItem('signup-draft', JSON.stringify({ step: 'personal' }));
    renderWithProviders(<LazySignupModal />, { user: testUser() });
    expect(await screen.findByText('Stap 3 van 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
  });
});
