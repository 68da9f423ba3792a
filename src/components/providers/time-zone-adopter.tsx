'use client';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/lib/api/current-user';
import { userQueryKey } from '@/lib/api/query-keys';
import { http } from '@/lib/http-client';
import { browserTimeZone } from '@/shared/time-zone';
import type { UserDto } from '@/shared/types/api';

/**
 * A member who logged in before zones were stored has none: their browser's zone is saved once, so
 * times are in their clock from the next render on (later logins keep it up to date).
 */
export function TimeZoneAdopter() {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const missing = Boolean(user && user.time_zone === null);
  useEffect(() => {
    const zone = browserTimeZone();
    if (!missing || !zone) return;
    void http<{ user: UserDto }>('/api/user.php', { method: 'PUT', body: { time_zone: zone } })
      .then(({ user: saved }) => queryClient.setQueryData(userQueryKey, saved))
      // Not saved (offline, logged out meanwhile): the site's zone stays, and the next login sends it.
      .catch(() => undefined);
  }, [missing, queryClient]);
  return null;
}
