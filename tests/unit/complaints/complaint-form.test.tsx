// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ComplaintForm } from '@/features/complaints/components/complaint-form';
import { fakeFetch, renderWithProviders } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fill(email?: string) {
  fireEvent.change(screen.getByLabelText('Waar gaat het om?'), { target: { value: 'profile' } });
  fireEvent.change(screen.getByLabelText('Waar staat het?'), { target: { value: '/members/12' } });
  fireEvent.change(screen.getByLabelText('Waarom moeten we ernaar kijken?'), { target: { value: 'minor' } });
  fireEvent.change(screen.getByLabelText('Wat is er mis?'), { target: { value: 'Ziet eruit als 15.' } });
  if (email !== undefined) fireEvent.change(screen.getByLabelText('Je e-mailadres'), { target: { value: email } });
}

describe('ComplaintForm', () => {
  it('asks a visitor for every field and an e-mail address, and moves the focus to the first one', async () => {
    const api = fakeFetch(201, { reference: 'N-ABCDEFGHJK' });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ComplaintForm isMember={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect(await screen.findAllByText('Kies een geldige optie.')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Waar gaat het om?')));
    expect(screen.getByLabelText('Je e-mailadres').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('sends a visitor’s notice and shows the reference', async () => {
    const api = fakeFetch(201, { reference: 'N-ABCDEFGHJK' });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ComplaintForm isMember={false} />);
    fill('ria@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect((await screen.findByTestId('complaint-reference')).textContent).toBe('N-ABCDEFGHJK');
    expect(document.activeElement?.textContent).toBe('Bedankt, we hebben je melding ontvangen');
    expect(api.calls[0].url).toBe('/api/complaint.php');
    expect(JSON.parse(String(api.calls[0].init.body))).toEqual({
      what: 'profile',
      where: '/members/12',
      why: 'minor',
      text: 'Ziet eruit als 15.',
      email: 'ria@example.org',
    });
  });

  it('does not ask a member for an address', async () => {
    const api = fakeFetch(201, { reference: 'N-ABCDEFGHJK' });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<ComplaintForm isMember />);
    expect(screen.queryByLabelText('Je e-mailadres')).toBeNull();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Melding versturen' }));
    expect(await screen.findByTestId('complaint-reference')).toBeTruthy();
    expect(JSON.parse(String(api.calls[0].init.body))).not.toHaveProperty('email');
  });
});
