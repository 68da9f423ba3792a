// What the member typed during signup, kept in sessionStorage so that closing the modal (Escape,
// backdrop) or reloading the page loses nothing. The tab's session is the natural lifetime: the draft
// goes when the member finishes, goes to the login page, or closes the tab. Never the password.
import { SIGNUP_STEPS, type SignupStep } from './steps';
import type { DateParts } from './date-of-birth';

export const SIGNUP_DRAFT_KEY = 'signup-draft';

/** The account step's answers without the password. */
export type AccountDraft = {
  gender?: 'male' | 'female';
  looking_for_gender?: 'male' | 'female';
  name?: string;
  email?: string;
  dob?: DateParts;
  terms?: boolean;
};

export type SignupDraft = { account?: AccountDraft; step?: SignupStep };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: signup still works, it just is not kept
  }
}

export function loadDraft(): SignupDraft {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(SIGNUP_DRAFT_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const draft = parsed as SignupDraft;
    const step = SIGNUP_STEPS.includes(draft.step as SignupStep) ? draft.step : undefined;
    return { account: typeof draft.account === 'object' ? draft.account : undefined, step };
  } catch {
    return {};
  }
}

function save(draft: SignupDraft): void {
  try {
    storage()?.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // quota or privacy mode: nothing is kept
  }
}

/** Remembers the account answers; a `password` key is dropped even if a caller passes one. */
export function saveAccountDraft(values: AccountDraft & { password?: string }): void {
  const { password: _never, ...account } = values;
  save({ ...loadDraft(), account });
}

/** The account exists: from now on only the step the member is on counts. */
export function saveStepDraft(step: SignupStep): void {
  save({ step });
}

/** The member is in the profile steps (account created), so a reload resumes them. */
export function inStepsDraft(): boolean {
  return loadDraft().step !== undefined;
}

export function clearDraft(): void {
  storage()?.removeItem(SIGNUP_DRAFT_KEY);
}
