'use client';
import { useSyncExternalStore } from 'react';
import { useSettings } from '@/components/providers/settings-context';
import { signupAllowed } from '@/shared/visitor-rules';
import { hasTrafficSource, onTrackingSaved } from '../utils/tracking-storage';

/**
 * §6: signup is open for 'all', or for 'with_trafficsource' when this visit has a traffic source.
 * `serverHint` is what the server saw (query or cookie), so the first render matches the server's.
 */
export function useSignupAllowed(serverHint = false): boolean {
  const { signups } = useSettings();
  const traffic = useSyncExternalStore(
    onTrackingSaved,
    () => serverHint || hasTrafficSource(),
    () => serverHint,
  );
  return signupAllowed(signups, traffic);
}
