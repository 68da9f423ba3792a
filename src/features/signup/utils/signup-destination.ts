// §2: signup opened from a member (/members/{id}/signup) leads, once done, to that member's chat
// instead of the members' page. Kept in sessionStorage beside the draft, so the profile steps, a
// reload or the modal resuming them keep it; it lives as long as this visit's tab.
import { paths } from '@/shared/paths';

const KEY = 'signup-destination';
// Only a member's chat: nothing else (another origin, a crafted path) may be stored as where to go.
const MEMBER_CHAT = /^\/members\/\d+\/chat$/;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberSignupDestination(path: string): void {
  try {
    if (MEMBER_CHAT.test(path)) storage()?.setItem(KEY, path);
  } catch {
    // storage full or blocked: the member lands on the members' page as after any signup
  }
}

/** A signup opened anywhere else starts without a member to go to. */
export function forgetSignupDestination(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** Where the finished signup goes: the member's chat it started from, else the members' page (§4). */
export function signupDestination(): string {
  const stored = storage()?.getItem(KEY) ?? '';
  return MEMBER_CHAT.test(stored) ? stored : paths.signup.done;
}
