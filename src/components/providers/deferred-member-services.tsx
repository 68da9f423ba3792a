'use client';
import { lazy, Suspense, useSyncExternalStore } from 'react';

const MemberServices = lazy(() => import('./member-services'));

const noSubscription = () => () => undefined;

/**
 * The member services render nothing and the first of them acts seconds after the page shows (the
 * poll's first refresh, the service worker once idle): their code loads once the page has hydrated,
 * outside every page's first load. (False on the server and while hydrating, true after.)
 */
export function DeferredMemberServices() {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <MemberServices />
    </Suspense>
  );
}
