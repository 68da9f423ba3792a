'use client';
import { useClock } from '@/lib/hooks/use-clock';

/**
 * The server's time, ticking each second: the browser's clock corrected by how far it was off when
 * the data came (`serverNow` read at `receivedAt`), so waiting times and claims agree with the server.
 */
export function useServerClock(serverNow: string | undefined, receivedAt: number): number | null {
  const now = useClock();
  if (now === null) return null;
  const offset = serverNow && receivedAt ? Date.parse(serverNow) - receivedAt : 0;
  return now + offset;
}
