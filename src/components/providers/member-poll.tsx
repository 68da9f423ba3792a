'use client';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/lib/api/current-user';
import { startMemberPoll } from '@/lib/member-poll';
import { hasPushSubscription } from '@/lib/push-subscription';

/** Runs the §7 member poll while someone is logged in; logging out stops it, logging in starts it anew. */
export function MemberPoll() {
  const queryClient = useQueryClient();
  // Observing the member keeps the query active, so each poll refetches it.
  const loggedIn = Boolean(useUser().data);
  useEffect(() => {
    if (!loggedIn) return;
    return startMemberPoll({ queryClient, pushSubscribed: hasPushSubscription });
  }, [loggedIn, queryClient]);
  return null;
}
