import { paths } from '@/shared/paths';

// The signup modal lives in the layout; anything on the page may ask for it (§2, §4).

type SignupEvent = 'open' | 'signupClosed' | 'redirectedToLogin';
type Listener = (event: SignupEvent) => void;
const listeners = new Set<Listener>();

export function onSignupEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: SignupEvent): void {
  listeners.forEach((listener) => listener(event));
}

/** §2: the modal on desktop; on smartphones the /signup page. */
export function openSignup(): void {
  const phone = typeof window !== 'undefined' && window.matchMedia('(max-width: 767.98px)').matches;
  // Outside React there is no router; a full load of the signup page is what phones get anyway.
  if (phone) window.location.assign(paths.signup.page);
  else emit('open');
}

/** §4: the modal closes on a signupClosed or redirectedToLogin event. */
export const signupClosed = () => emit('signupClosed');
export const redirectedToLogin = () => emit('redirectedToLogin');
