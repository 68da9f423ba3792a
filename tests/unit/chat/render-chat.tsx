// Renders chat components with nl messages, settings, a member and a query client the test can seed.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import nl from '@messages/nl.json';
import { SettingsProvider } from '@/components/providers/settings-context';
import { makeQueryClient } from '@/lib/query-client';
import { ChatThreadsProvider } from '@/features/chat/hooks/chat-threads';
import type { SettingsDto, UserDto } from '@/shared/types/api';
import type { MessageDto, SocialProfileDto } from '@/shared/types/social';
import { testSettings, testUser } from '../auth/render-with-providers';
import { userQueryKey } from '@/lib/api/query-keys';

export { testUser };

// The test DOM (happy-dom) lays nothing out; the list scrolls to its newest message.
Element.prototype.scrollIntoView = () => undefined;

export function renderChat(ui: ReactElement, options: { settings?: Partial<SettingsDto>; user?: UserDto; seed?: (client: QueryClient) => void } = {}) {
  const queryClient = makeQueryClient();
  queryClient.setQueryData(userQueryKey, options.user ?? testUser());
  options.seed?.(queryClient);
  // The chat layout's providers; a rerender keeps them, as a move between chat pages does.
  const wrap = (children: ReactElement) => (
    <NextIntlClientProvider locale="nl" messages={nl} timeZone="Europe/Amsterdam">
      <QueryClientProvider client={queryClient}>
        <SettingsProvider
          settings={testSettings({ fictional_singular: 'Fictief profiel', fictional_warning: 'Fysiek contact is niet mogelijk.', ...options.settings })}
        >
          <ChatThreadsProvider>{children}</ChatThreadsProvider>
        </SettingsProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)), queryClient };
}

export function profile(overrides: Partial<SocialProfileDto> = {}): SocialProfileDto {
  return { id: 7, name: 'Bram', age: 34, country: 'NL', region: 'Utrecht', is_fictional: false, main_image: null, online: false, ...overrides };
}

export function message(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    id: 1,
    conversation_id: 3,
    seq: 1,
    sender_id: 7,
    kind: 'text',
    text: 'Hoi',
    gift: null,
    photo: null,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

/** A fetch that answers by URL (and method) with a status and JSON body, recording each request. */
export function routeFetch(routes: Record<string, (init: RequestInit) => { status: number; body: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const key = Object.keys(routes).find((k) => `${init.method ?? 'GET'} ${url}`.startsWith(k));
    if (!key) return new Response(JSON.stringify({ error: 'not_found', message: 'Niet gevonden.' }), { status: 404 });
    const { status, body } = routes[key](init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
