// Renders shell components with messages (nl or en), settings, the member and a query client.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClientProvider } from '@tanstack/react-query';
import en from '@messages/en.json';
import nl from '@messages/nl.json';
import { SettingsProvider } from '@/components/providers/settings-context';
import { makeQueryClient } from '@/lib/query-client';
import type { SettingsDto, UserDto } from '@/shared/types/api';
import { testSettings } from '../auth/render-with-providers';
import { userQueryKey } from '@/lib/api/query-keys';

export { testSettings, testUser } from '../auth/render-with-providers';

type Options = { settings?: Partial<SettingsDto>; user?: UserDto | null; locale?: 'nl' | 'en' };

/** `ui` inside the providers the shell has on a page, for a client render or a server one. */
export function inShell(ui: ReactElement, { settings, user = null, locale = 'nl' }: Options = {}): ReactElement {
  const queryClient = makeQueryClient();
  queryClient.setQueryData(userQueryKey, user);
  return (
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : nl} timeZone="Europe/Amsterdam">
      <QueryClientProvider client={queryClient}>
        <SettingsProvider settings={testSettings(settings)}>{ui}</SettingsProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
}

export function renderShell(ui: ReactElement, options: Options = {}) {
  return render(inShell(ui, options));
}

/** A matchMedia that answers the given queries as matching. */
export function fakeMatchMedia(matching: string[] = []) {
  return (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
}
