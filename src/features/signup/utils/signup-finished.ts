// Whether a member went through the signup steps to the end in this browser. The server cannot tell:
// a skipped photo or a "not now" for push leaves no trace in the profile. /complete-signup reads it to
// send a member who finished on to /members instead of into the steps again.
const KEY = 'signup-finished';
/** A shared computer may see a few members sign up; older entries go. */
const KEPT = 10;

function finishedIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return []; // storage blocked or garbled: nothing is known
  }
}

export function markSignupFinished(userId: number): void {
  try {
    const ids = [userId, ...finishedIds().filter((id) => id !== userId)].slice(0, KEPT);
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // quota or privacy mode: /complete-signup then shows what the profile still misses
  }
}

export function signupFinished(userId: number): boolean {
  return finishedIds().includes(userId);
}
