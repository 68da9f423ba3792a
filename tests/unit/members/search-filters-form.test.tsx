// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SearchFiltersForm } from '@/features/members/components/search-filters-form';
import { EMPTY_FILTERS } from '@/features/members/utils/search-query';
import { renderWithProviders, testUser } from '../auth/render-with-providers';

const interests = [
  { id: 4, slug: 'beach', icon: 'umbrella', name: 'Strand', sensitive: false },
  { id: 9, slug: 'bondage', icon: 'link', name: 'Bondage', sensitive: true },
  { id: 2, slug: 'cooking', icon: 'egg-fried', name: 'Koken', sensitive: false },
];

afterEach(cleanup);

describe('SearchFiltersForm', () => {
  it('catches an age range the wrong way round with the shared schema', async () => {
    const onApply = vi.fn();
    renderWithProviders(<SearchFiltersForm filters={EMPTY_FILTERS} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('Vanaf leeftijd'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Tot leeftijd'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    expect(await screen.findByText('De maximale leeftijd moet hoger zijn dan de minimale leeftijd.')).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('says what is wrong with the range under the whole filter row, and marks both ages', async () => {
    renderWithProviders(<SearchFiltersForm filters={EMPTY_FILTERS} onApply={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Vanaf leeftijd'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Tot leeftijd'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('De maximale leeftijd moet hoger zijn dan de minimale leeftijd.');
    for (const label of ['Vanaf leeftijd', 'Tot leeftijd']) {
      const select = screen.getByLabelText(label);
      expect(select.getAttribute('aria-invalid')).toBe('true');
      expect(select.getAttribute('aria-describedby')).toBe(message.id);
      // The message is not inside either age's column, where it would push that select down.
      expect(select.closest('.col, [class*="col-"]')?.contains(message)).toBe(false);
    }
  });

  it('applies the chosen filters and names the region after the country', async () => {
    const onApply = vi.fn();
    renderWithProviders(<SearchFiltersForm filters={{ ...EMPTY_FILTERS, country: 'NL' }} onApply={onApply} />, {
      settings: { countries: ['NL', 'BE'] },
    });
    expect(screen.getByLabelText('Provincie')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ik zoek'), { target: { value: 'female' } });
    fireEvent.change(screen.getByLabelText('Land'), { target: { value: '' } });
    expect((screen.getByLabelText('Regio') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, gender: 'female' }));
  });

  it('applies online now, with photo and interests (as ids), and offers a visitor no sexual interest', async () => {
    const onApply = vi.fn();
    renderWithProviders(<SearchFiltersForm filters={EMPTY_FILTERS} onApply={onApply} />, { settings: { interests, visible_profile_fields: ['interests'] } });
    fireEvent.click(screen.getByRole('switch', { name: 'Nu online' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Met foto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kies interesses' }));
    expect(screen.queryByRole('checkbox', { name: 'Bondage' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Koken' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Strand' }));
    expect(screen.getByRole('button', { name: '2 interesses gekozen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await waitFor(() => expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, online: '1', photo: '1', interests: '2,4' }));
  });

  it('offers distance and order only to a member who shared a position, and the others a way to share one', () => {
    const { unmount } = renderWithProviders(<SearchFiltersForm filters={EMPTY_FILTERS} onApply={vi.fn()} />, { user: testUser() });
    expect(screen.queryByLabelText('Afstand')).toBeNull();
    expect(screen.getByRole('link', { name: 'Deel je locatie' }).getAttribute('href')).toBe('/profile#profile-location');
    unmount();
    renderWithProviders(<SearchFiltersForm filters={{ ...EMPTY_FILTERS, distance: '25', sort: 'distance' }} onApply={vi.fn()} />, {
      user: testUser({ location_shared: true }),
    });
    expect((screen.getByLabelText('Afstand') as HTMLSelectElement).value).toBe('25');
    expect((screen.getByLabelText('Sorteren op') as HTMLSelectElement).value).toBe('distance');
  });
});
