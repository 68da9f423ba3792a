// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { CountrySelect } from '@/components/forms/country-select';
import { OptionSelect } from '@/components/forms/option-select';
import { RegionSelect } from '@/components/forms/region-select';
import { SpecialDataConsent } from '@/components/forms/special-data-consent';
import { fakeFetch, renderWithProviders } from '../auth/render-with-providers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('OptionSelect', () => {
  it('offers "Geen antwoord" first and names the values in the member language', () => {
    const onChange = vi.fn();
    renderWithProviders(<OptionSelect id="hair" label="Haarkleur" labels="hairColour" options={['blond', 'red']} value="" onChange={onChange} />);
    const select = screen.getByLabelText('Haarkleur');
    expect(optionTexts(select)).toEqual(['Geen antwoord', 'Blond', 'Rood']);
    fireEvent.change(select, { target: { value: 'red' } });
    expect(onChange).toHaveBeenCalledWith('red');
  });
});

describe('RegionSelect', () => {
  it('asks for a country first and is off until one is chosen', () => {
    renderWithProviders(<RegionSelect id="region" country="" value="" onChange={() => {}} />);
    const select = screen.getByLabelText('Regio') as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(optionTexts(select)).toEqual(['Kies eerst een land']);
  });

  it("is named the way the country names its regions and lists that country's regions", async () => {
    const { fetch, calls } = fakeFetch(200, { regions: [{ id: 7, name: 'Noord-Holland' }], types: {} });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<RegionSelect id="region" country="NL" value="" onChange={() => {}} />);
    expect(await screen.findByRole('option', { name: 'Noord-Holland' })).toBeTruthy();
    expect(optionTexts(screen.getByLabelText('Provincie'))).toEqual(['Geen antwoord', 'Noord-Holland']);
    expect(calls[0].url).toBe('/api/regions.php?country=NL');
  });

  it('says "any region" where the search filter asks for it', async () => {
    vi.stubGlobal('fetch', fakeFetch(200, { regions: [{ id: 7, name: 'Noord-Holland' }], types: {} }).fetch);
    renderWithProviders(<RegionSelect id="region" country="NL" value="" emptyLabel="Geen voorkeur" onChange={() => {}} />);
    await screen.findByRole('option', { name: 'Noord-Holland' });
    expect(optionTexts(screen.getByLabelText('Provincie'))).toEqual(['Geen voorkeur', 'Noord-Holland']);
  });
});

describe('CountrySelect', () => {
  it("lists the site's countries by name and keeps the member's own country choosable", () => {
    renderWithProviders(<CountrySelect id="country" value="DE" onChange={() => {}} />, { settings: { countries: ['NL', 'BE'] } });
    expect(optionTexts(screen.getByLabelText('Land'))).toEqual(['België', 'Duitsland', 'Nederland']);
  });

  it('asks for a country while none is chosen', () => {
    renderWithProviders(<CountrySelect id="country" value="" onChange={() => {}} />, { settings: { countries: ['NL'] } });
    expect(optionTexts(screen.getByLabelText('Land'))).toEqual(['Kies een land', 'Nederland']);
  });
});

describe('SpecialDataConsent (GDPR art. 9)', () => {
  it('is an unticked box that says what the consent is for and shows why it is needed', () => {
    const onChange = vi.fn();
    renderWithProviders(<SpecialDataConsent id="consent" checked={false} onChange={onChange} error="Geef toestemming" />);
    const box = screen.getByRole('checkbox', { name: /uitdrukkelijk toestemming/ }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe('consent-help');
    expect(screen.getByText(/bijzondere persoonsgegevens \(AVG art\. 9\)/)).toBeTruthy();
    expect(screen.getByText('Geef toestemming')).toBeTruthy();
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
