import { NICHE_SLUGS } from './constants';

export type NicheSlug = (typeof NICHE_SLUGS)[number];
type Gender = 'male' | 'female';

/**
 * Whom a niche site (§9 niche 1..7) lists by default, by the profile fields that define the niche
 * (docs/decisions/033-niche-sites-and-partner-tiles.md). Every part is optional; a niche with no
 * part lists everyone. Ages are whole years, `maxAge` inclusive.
 */
export type NicheRule = {
  gender?: Gender;
  lookingFor?: Gender;
  bodyTypes?: readonly string[];
  minAge?: number;
  maxAge?: number;
  /** Interest slugs of which a member has at least one (sexual interests: only for logged-in viewers). */
  interests?: readonly string[];
};

export const NICHE_RULES: Record<NicheSlug, NicheRule> = {
  default: {},
  she: { gender: 'female', lookingFor: 'female' },
  bdsm: { interests: ['bondage', 'sadomasochism'] },
  bbw: { gender: 'female', bodyTypes: ['curvy', 'large'] },
  gilf: { gender: 'female', minAge: 55 },
  milf: { gender: 'female', minAge: 35, maxAge: 54 },
  gay: { gender: 'male', lookingFor: 'male' },
};

/** The slug of a site's niche number (1..7); anything else is the default niche. */
export function nicheSlug(niche: number): NicheSlug {
  return NICHE_SLUGS[niche - 1] ?? 'default';
}

/**
 * Who a new member on a niche site most likely is, as the signup form's first choice: on the
 * women's site a woman looking for women, on the gay site a man looking for men, on every other
 * niche (whose members are mostly women) a man looking for women.
 */
export function nicheSignupDefaults(slug: string): { gender: Gender; looking_for_gender: Gender } {
  if (slug === 'she') return { gender: 'female', looking_for_gender: 'female' };
  if (slug === 'gay') return { gender: 'male', looking_for_gender: 'male' };
  return { gender: 'male', looking_for_gender: 'female' };
}
