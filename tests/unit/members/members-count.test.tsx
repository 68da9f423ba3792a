// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClientProvider } from '@tanstack/react-query';
import { MembersResults } from '@/features/members/components/members-results';
import { SettingsProvider } from '@/components/providers/settings-context';
import { makeQueryClient } from '@/lib/query-client';
import type { Locale } from '@/shared/constants';
import type { MembersSearchDto } from '@/shared/types/api';
import de from '@messages/de.json';
import en from '@messages/en.json';
import fr from '@messages/fr.json';
import nl from '@messages/nl.json';
import pl from '@messages/pl.json';
import { testSettings } from '../auth/render-with-providers';
import { searchMembersQueryKey } from '@/features/members/api/query-keys';

afterEach(cleanup);

// The count line announced to screen readers, as written (French groups with a narrow no-break space).
const countLine = () => document.querySelector('[aria-live="polite"]')?.textContent;

const catalogs: Partial<Record<Locale, typeof nl>> = { de, en, fr, nl, pl };
const query = { country: 'NL', page: 1 };
const eva = {
  id: 7,
  name: 'Eva',
  age: 26,
  country: 'NL',
  region: 'Overijssel',
  is_fictional: false,
  online: false,
  main_image: null,
};

function showResults(
  locale: Locale,
  numResults: number,
  numResultsCapped = false,
  page: Pick<MembersSearchDto, 'profiles' | 'page' | 'perPage'> = { profiles: [eva], page: 1, perPage: 1 },
) {
  const queryClient = makeQueryClient();
  const data: MembersSearchDto = { ...page, numResults, numResultsCapped, similar: [], numSimilar: 0, partners: [] };
  queryClient.setQueryData(searchMembersQueryKey(query), data);
  render(
    <NextIntlClientProvider locale={locale} messages={catalogs[locale]} timeZone="Europe/Amsterdam">
      <QueryClientProvider client={queryClient}>
        <SettingsProvider settings={testSettings({ locale })}>
          <MembersResults query={query} pageHref={(p) => `/members?page=${p}`} onPage={() => {}} clearHref="/members" onClear={() => {}} />
        </SettingsProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

describe('the member count on /members', () => {
  it.each([
    ['en', '1,201 members found'],
    ['nl', '1.201 leden gevonden'],
    ['de', '1.201 Mitglieder gefunden'],
    ['fr', '1\u202f201 membres trouvés'],
    ['pl', 'Znaleziono 1201 użytkowników'],
  ] as const)('is written with the digit grouping of %s', (locale, text) => {
    showResults(locale, 1201);
    expect(countLine()).toBe(text);
  });

  it('says one member in the singular', () => {
    showResults('en', 1);
    expect(countLine()).toBe('1 member found');
  });

  it('shows no count on a page past the last one, and leads to the last page', () => {
    showResults('nl', 1234, false, { profiles: [], page: 999, perPage: 24 });
    expect(screen.queryByText(/leden gevonden/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Geen leden op deze pagina' })).toBeTruthy();
    expect(screen.getByText('De zoekresultaten lopen tot pagina 52.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de laatste pagina' }).getAttribute('href')).toBe('/members?page=52');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('formats a capped count and the last page number too', () => {
    showResults('de', 10000, true);
    expect(countLine()).toBe('Über 10.000 Mitglieder gefunden');
    expect(screen.getByRole('link', { name: 'Seite 10.000' }).textContent).toBe('10.000');
  });
});
