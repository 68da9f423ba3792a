import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema';

/**
 * §9 niches whose audience the profile data names: a niche site lists only the members it is for.
 * The gay site (7) shows men looking for men, the women's site (2, "she") women looking for women.
 * The other niches (BDSM, BBW, GILF, MILF) are about taste and presentation, not about whom a member
 * looks for, so they list everyone; their landing pages set the tone.
 */
const NICHE_AUDIENCE: Partial<Record<number, { gender: 'male' | 'female'; lookingFor: 'male' | 'female' }>> = {
  2: { gender: 'female', lookingFor: 'female' },
  7: { gender: 'male', lookingFor: 'male' },
};

/** The condition on profiles for a site's niche; null when the niche lists everyone. */
export function nicheMembers(niche: number): SQL | null {
  const audience = NICHE_AUDIENCE[niche];
  if (!audience) return null;
  return and(eq(profiles.gender, audience.gender), eq(profiles.lookingForGender, audience.lookingFor)) ?? null;
}
