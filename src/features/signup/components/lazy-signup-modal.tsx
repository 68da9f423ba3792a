'use client';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { useUser } from '@/lib/api/current-user';
import { onSignupEvent } from '@/lib/signup-events';
import { inStepsDraft } from '../utils/signup-draft';
import { forgetSignupDestination } from '../utils/signup-destination';
import { paths } from '@/shared/paths';
import { isSignupPage } from '../utils/signup-pages';

// The signup flow (its forms, the shared schemas and their validation library) is the largest code of
// the layouts, and most page views never open it: it loads on the first request to open it.
const SignupModal = lazy(() => import('./signup-modal').then((module) => ({ default: module.SignupModal })));

const noSubscription = () => () => undefined;
// The signup page runs the flow itself; on a phone the flow is that page, never this modal.
const resumesHere = (pathname: string) => !isSignupPage(pathname) && pathname !== paths.signup.complete && !window.matchMedia('(max-width: 767.98px)').matches;

/**
 * Mounted by the layouts in place of the modal; the modal takes over its own events once loaded.
 * A reload during the profile steps opens it again at the step the member was on.
 */
export function LazySignupModal() {
  const router = useRouter();
  const pathname = usePathname();
  const { data: user } = useUser();
  const [requested, setRequested] = useState(false);
  const resume = useSyncExternalStore(
    noSubscription,
    () => inStepsDraft() && resumesHere(pathname),
    () => false,
  );

  useEffect(() => {
    if (requested) return;
    return onSignupEvent((event) => {
      if (event !== 'open') return;
      // Opened from this page, not from a member's signup link: no member's chat to go to afterwards.
      forgetSignupDestination();
      // §2: a member who is already logged in has nothing to sign up for.
      if (user) router.push(paths.members.search());
      else setRequested(true);
    });
  }, [requested, user, router]);

  if (!requested && !(resume && user)) return null;
  return (
    <Suspense fallback={null}>
      <SignupModal initiallyOpen />
    </Suspense>
  );
}
