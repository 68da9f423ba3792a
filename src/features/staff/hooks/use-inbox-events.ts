'use client';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { staffKeys } from '../query-keys';

const EVENTS_URL = '/api/staff/events.php';

/**
 * Keeps the inbox current: each `inbox` event (a member wrote, a claim changed, a reply went out)
 * reloads the queue. EventSource reconnects by itself; a reconnect reloads too, as signals sent
 * while the stream was down are lost. The inbox query's own poll covers a stream that stays down.
 */
export function useInboxEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(EVENTS_URL);
    let opened = false;
    const reload = () => void queryClient.invalidateQueries({ queryKey: staffKeys.inbox });
    source.addEventListener('inbox', reload);
    source.addEventListener('open', () => {
      if (opened) reload();
      opened = true;
    });
    return () => source.close();
  }, [queryClient]);
}
