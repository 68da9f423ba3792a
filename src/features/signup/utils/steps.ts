// §2 signup presentation: steps 0–4 (photo, location, personal info, about-me, push opt-in), then the
// complete step that asks to confirm the e-mail address.
import type { UserDto } from '@/shared/types/api';

export const SIGNUP_STEPS = ['photo', 'location', 'personal', 'about', 'push'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

/** The step after `current` among `steps`, or null when `current` was the last one. */
export function stepAfter(steps: readonly SignupStep[], current: SignupStep): SignupStep | null {
  const index = steps.indexOf(current);
  return index >= 0 && index < steps.length - 1 ? steps[index + 1] : null;
}

/**
 * "Step n of 5" for a progress indicator, 1-based: the step's place in the whole signup, also where
 * /complete-signup runs only some of the steps, so the total is the same on every step and page.
 */
export function stepProgress(current: SignupStep): { n: number; of: number } {
  return { n: SIGNUP_STEPS.indexOf(current) + 1, of: SIGNUP_STEPS.length };
}

/** Browser state of the push opt-in: asked already ('granted'/'denied') or not ('default'). */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

const PERSONAL_FIELDS = ['sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'reason'] as const;

function stepMissing(step: SignupStep, user: UserDto, push: PushPermission): boolean {
  const p = user.profile;
  switch (step) {
    case 'photo':
      return !p.main_image && p.photos.length === 0;
    case 'location':
      return !p.country || !p.region;
    case 'personal':
      return PERSONAL_FIELDS.some((field) => p[field] == null);
    case 'about':
      return !p.about.trim() || p.interests.length === 0;
    case 'push':
      return push === 'default';
  }
}

/** /complete-signup: the steps whose data the member's profile still misses, in signup order. */
export function missingSteps(user: UserDto, push: PushPermission): SignupStep[] {
  return SIGNUP_STEPS.filter((step) => stepMissing(step, user, push));
}

/** Only the fields that differ from what the profile holds, so a step never overwrites with the same. */
export function changedFields<T extends Record<string, unknown>>(next: T, current: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => current[key] !== value)) as Partial<T>;
}
