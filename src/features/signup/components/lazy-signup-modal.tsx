'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useUser } from '@/lib/api/current-user';
import { onSignupEvent } from '@/lib/signup-events';

// The signup flow (its forms, the shared schemas and their validation library) is the largest code of
// the layouts, and most page views never open it: it loads on the first request to open it.
const SignupModal = lazy(() => import('./signup-modal').then((module) => ({ default: module.SignupModal })));

/** Mounted by the layouts in place of the modal; the modal takes over its own events once loaded. */
export function LazySignupModal() {
  const router = useRouter();
  const { data: user } = useUser();
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (requested) return;
    return onSignupEvent((event) => {
      if (event !== 'open') return;
      // §2: a member who is already logged in has nothing to sign up for.
      if (user) router.push('/members');
      else setRequested(true);
    });
  }, [requested, user, router]);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SignupModal initiallyOpen />
    </Suspense>
  );
}
