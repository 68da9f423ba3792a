'use client';
import { lazy, Suspense, useEffect, useState } from 'react';

const MemberServices = lazy(() => import('./member-services'));

/**
 * The member services render nothing and the first of them acts seconds after the page shows (the
 * poll's first refresh, the service worker once idle): their code loads once the page has hydrated,
 * outside every page's first load.
 */
export function DeferredMemberServices() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <MemberServices />
    </Suspense>
  );
}
