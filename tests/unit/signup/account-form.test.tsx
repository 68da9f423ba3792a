// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AccountForm } from '@/features/signup/components/account-form';
import { fakeFetch, renderWithProviders } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function fillValidForm(email = 'anna@example.com') {
  fireEvent.change(screen.getByLabelText('Profielnaam'), { target: { value: 'Anna' } });
  fireEvent.change(screen.getByLabelText('E-mailadres'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'geheim123' } });
  fireEvent.change(screen.getByLabelText('Dag'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Maand'), { target: { value: '7' } });
  fireEvent.change(screen.getByLabelText('Jaar'), { target: { value: '1990' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Gratis aanmelden' }));

describe('signup account step', () => {
  it('checks the form with the shared schema before calling the server', () => {
    const api = fakeFetch(201, {});
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AccountForm onCreated={() => {}} />);
    submit();
    expect(screen.getByText('Ongeldige e-mail')).toBeTruthy();
    expect(screen.getByText('Vul uw geboortedatum in (18+ jaar)')).toBeTruthy();
    expect(screen.getByText('Je moet akkoord gaan met de algemene voorwaarden.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('offers "Bedoelde je …?" when leaving a mistyped e-mail field, and takes it on click', () => {
    renderWithProviders(<AccountForm onCreated={() => {}} />);
    const email = screen.getByLabelText('E-mailadres') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'anna@gmial.com' } });
    fireEvent.blur(email);
    fireEvent.click(screen.getByRole('button', { name: 'anna@gmail.com' }));
    expect(email.value).toBe('anna@gmail.com');
  });

  it('sends the tracking data with the account and reports the new member', async () => {
    sessionStorage.setItem('signup-tracking', JSON.stringify({ tracking: { network: 'adnet', sub1: 'x' }, email: null }));
    const api = fakeFetch(201, { user: { id: 7, email: 'anna@example.com' } });
    vi.stubGlobal('fetch', api.fetch);
    const onCreated = vi.fn();
    renderWithProviders(<AccountForm onCreated={onCreated} />);
    fillValidForm();
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const body = JSON.parse(String(api.calls[0].init.body));
    expect(body).toMatchObject({
      email: 'anna@example.com',
      date_of_birth: '1990-07-03',
      terms: true,
      network: 'adnet',
      sub1: 'x',
      gender: 'male',
      looking_for_gender: 'female',
    });
  });

  it('shows an existing account with a link to the login page', async () => {
    vi.stubGlobal('fetch', fakeFetch(409, { error: 'email_exists', message: 'Er bestaat al een account met dit e-mailadres.', fields: { email: 'x' } }).fetch);
    renderWithProviders(<AccountForm onCreated={() => {}} />);
    fillValidForm();
    submit();
    expect(await screen.findByText('Er bestaat al een account met dit e-mailadres.')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Inloggen' });
    expect(links[0].getAttribute('href')).toBe('/login');
  });

  it('points an account in its deletion period to the support e-mail', async () => {
    vi.stubGlobal('fetch', fakeFetch(409, { error: 'email_in_deletion', message: 'Dit account wordt verwijderd.' }).fetch);
    renderWithProviders(<AccountForm onCreated={() => {}} />);
    fillValidForm();
    submit();
    const link = await screen.findByRole('link', { name: 'support@amora.test' });
    expect(link.getAttribute('href')).toBe('mailto:support@amora.test');
  });

  it('lets the member keep the address after the server suggested another', async () => {
    const api = fakeFetch(422, {
      error: 'email_suggestion',
      message: 'x',
      fields: { email: 'Bedoelde je anna@gmail.com?' },
      details: { suggestion: 'anna@gmail.com' },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<AccountForm onCreated={() => {}} />);
    fillValidForm('anna@gmaill.org');
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Nee, ga verder met anna@gmaill.org' }));
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(JSON.parse(String(api.calls[1].init.body)).ignore_email_suggestion).toBe(true);
  });

  it('moves focus to the first field with an error after a failed submit', async () => {
    renderWithProviders(<AccountForm onCreated={() => {}} />);
    fireEvent.change(screen.getByLabelText('Profielnaam'), { target: { value: 'Anna' } });
    submit();
    const email = screen.getByLabelText('E-mailadres');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('marks the fields that passed as valid and the others as invalid (§5)', async () => {
    renderWithProviders(<AccountForm onCreated={() => {}} />);
    fireEvent.change(screen.getByLabelText('Profielnaam'), { target: { value: 'Anna' } });
    submit();
    await waitFor(() => expect(screen.getByLabelText('E-mailadres').classList.contains('is-invalid')).toBe(true));
    const name = screen.getByLabelText('Profielnaam');
    expect(name.classList.contains('is-valid')).toBe(true);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(name, { target: { value: 'Anna B' } });
    expect(name.classList.contains('is-valid')).toBe(false);
  });

  it('keeps what was typed (never the password) when the form is closed and opened again', () => {
    const first = renderWithProviders(<AccountForm onCreated={() => {}} />);
    fillValidForm();
    first.unmount();
    expect(sessionStorage.getItem('signup-draft')).not.toContain('geheim123');
    renderWithProviders(<AccountForm onCreated={() => {}} />);
    expect((screen.getByLabelText('Profielnaam') as HTMLInputElement).value).toBe('Anna');
    expect((screen.getByLabelText('E-mailadres') as HTMLInputElement).value).toBe('anna@example.com');
    expect((screen.getByLabelText('Jaar') as HTMLSelectElement).value).toBe('1990');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Wachtwoord') as HTMLInputElement).value).toBe('');
  });
});
