import type { QueryClient } from '@tanstack/react-query';
import { getAutoLike } from '../../api/auto-like';
import { likesQueryKey } from '@/lib/api/query-keys';
import { showLikeModal } from '@/lib/like-modal-store';

/** §7: the likes reload this long after the auto-like, so the new like is counted. */
export const LIKES_RELOAD_DELAY_MS = 500;

/** §4 `t`: whole seconds to wait, or null when the value is no such number. */
export function autoLikeDelaySeconds(value: string | null): number | null {
  if (value === null || !/^\d{1,5}$/.test(value)) return null;
  return Number(value);
}

/** The URL without `t`, every other parameter kept. */
export function withoutT(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('t');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

type Steps = { queryClient: QueryClient; removeT: () => void; schedule: (run: () => void, ms: number) => void };

/** After the wait: ask for the auto-like, show it, drop `t` from the URL, reload the likes 0.5 s later. */
export async function runAutoLike({ queryClient, removeT, schedule }: Steps): Promise<void> {
  try {
    const profile = await getAutoLike();
    if (profile) showLikeModal({ kind: 'like', profile, via: 'link' });
  } finally {
    removeT();
    schedule(() => void queryClient.invalidateQueries({ queryKey: likesQueryKey }), LIKES_RELOAD_DELAY_MS);
  }
}
