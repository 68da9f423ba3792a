'use client';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useUser } from '@/lib/api/current-user';
import { startEventStream } from '@/lib/event-stream';
import { reloadOnPush } from '@/lib/push-refresh';

/**
 * Keeps the member's event stream open while someone is logged in
 * (docs/decisions/014-real-time-events.md). The §7 poll (MemberPoll) runs beside it all the time: it
 * costs three small requests a minute and covers whatever the stream cannot, such as a browser
 * without EventSource or a proxy that cuts streams.
 */
export function EventStream() {
  const queryClient = useQueryClient();
  const userId = useUser().data?.id ?? null;
  useEffect(() => {
    if (userId === null) return;
    const stopStream = startEventStream({ queryClient, userId });
    const stopPushes = reloadOnPush(queryClient);
    return () => {
      stopStream();
      stopPushes();
    };
  }, [userId, queryClient]);
  return null;
}
