// Renders a client component the way the root layout does: messages, settings, a query client.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { QueryClientProvider } from '@tanstack/react-query';
import nl from '@messages/nl.json';
import { SettingsProvider } from '@/components/providers/settings-context';
import { makeQueryClient } from '@/lib/query-client';
import type { OwnProfileDto, SettingsDto, UserDto } from '@/shared/types/api';
import { userQueryKey } from '@/lib/api/query-keys';

// Testing Library's act() needs React to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A member right after signup: nothing filled in beyond the account step. */
export function testUser(profile: Partial<OwnProfileDto> = {}): UserDto {
  return {
    id: 1,
    email: 'anna@example.com',
    status: 'not_confirmed',
    credits: 0,
    paid_user: false,
    notifications_disabled: [],
    language: 'nl',
    invisible: false,
    time_zone: 'Europe/Amsterdam',
    special_data_consent: false,
    created_at: '2024-01-01T00:00:00Z',
    num_unread_messages: 0,
    num_new_likes: 0,
    profile: {
      id: 1,
      name: 'Anna',
      age: 30,
      date_of_birth: '1994-01-01',
      gender: 'female',
      looking_for_gender: 'male',
      looking_for_min_age: null,
      looking_for_max_age: null,
      sexuality: null,
      country: null,
      region: null,
      city: null,
      show_city: false,
      location_shared: false,
      hair_colour: null,
      eye_colour: null,
      body_type: null,
      relationship_status: null,
      reason: null,
      tattoos: null,
      height_cm: null,
      about: '',
      status: 'disabled',
      is_fictional: false,
      main_image: null,
      interests: [],
      photos: [],
      photo_limit: 3,
      ...profile,
    },
  };
}

export function testSettings(overrides: Partial<SettingsDto> = {}): SettingsDto {
  return {
    name: 'Amora',
    logo_url: '',
    primary_color: '',
    domain: 'amora.test',
    domain_language: 'nl',
    cdn_prefix: '',
    index_title: 'Amora',
    description: '',
    niche: 1,
    niche_slug: 'default',
    signups: 'all',
    logged_out_search: 'all',
    logged_out_search_trafficsource: 'none',
    geoip_country: 'NL',
    geoip_selected_country: null,
    enable_site_entry_popup: 'no',
    entry_popup_countries: [],
    push_public_key: 'BPub',
    support_phone: '',
    support_email: 'support@amora.test',
    minimum_message_costs: {},
    fictional_icon: 'bi-stars',
    fictional_warning: '',
    fictional_singular: '',
    fictional_plural: '',
    countries: ['NL', 'BE'],
    visible_languages: ['nl'],
    visible_profile_fields: [],
    visible_profile_notes: false,
    region_data: { NL: { type: 'province', label: 'Provincie' }, BE: { type: 'province', label: 'Provincie' } },
    message_credits: 5,
    signup_credits: 0,
    photo_credits: 10,
    gift_credits: 20,
    free_messages: 3,
    message_length: 1000,
    search_fields: [],
    interests: [{ id: 1, slug: 'beach', icon: 'umbrella', name: 'Strand', sensitive: false }],
    refund_days: 14,
    member_resell: false,
    min_age: 18,
    locale: 'nl',
    ...overrides,
  };
}

export function renderWithProviders(ui: ReactElement, options: { settings?: Partial<SettingsDto>; user?: UserDto | null } = {}) {
  const queryClient = makeQueryClient();
  queryClient.setQueryData(userQueryKey, options.user ?? null);
  return render(
    <NextIntlClientProvider locale="nl" messages={nl} timeZone="Europe/Amsterdam">
      <QueryClientProvider client={queryClient}>
        <SettingsProvider settings={testSettings(options.settings)}>{ui}</SettingsProvider>
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

/** A fetch that answers every call with the given status and JSON body, recording the requests. */
export function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
