'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { makeQueryClient } from '@/lib/query-client';
import { onAuthenticationRequired } from '@/lib/http-client';
import type { SettingsDto, UserDto } from '@/shared/types/api';
import { DeferredMemberServices } from './deferred-member-services';
import { SettingsProvider } from './settings-context';
import { paths } from '@/shared/paths';
import { userQueryKey } from '@/lib/api/query-keys';

function LogoutOnAuthError() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onAuthenticationRequired(() => {
        if (queryClient.getQueryData(userQueryKey)) {
          queryClient.setQueryData(userQueryKey, null);
          // §8: a full load to the root drops every member-specific state.
          window.location.assign(paths.home);
        }
      }),
    [queryClient],
  );
  return null;
}

type Props = {
  settings: SettingsDto;
  user: UserDto | null;
  /** Off in the back office: no member poll, event stream, push worker or logout-on-403 there. */
  memberServices?: boolean;
  children: ReactNode;
};

/** Client-side providers; the member and settings come from the server render, no fetch on load. */
export function AppProviders({ settings, user, memberServices = true, children }: Props) {
  const [queryClient] = useState(() => {
    const client = makeQueryClient();
    client.setQueryData(userQueryKey, user);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider settings={settings}>
        {memberServices && (
          <>
            <LogoutOnAuthError />
            <DeferredMemberServices />
          </>
        )}
        {children}
      </SettingsProvider>
    </QueryClientProvider>
  );
}
