import 'server-only';
import { and, eq, gt, inArray, lte, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema';
import type { LanderSlug } from '@/shared/landers';

/** YYYY-MM-DD of the day someone turns `years` old today. */
function bornBefore(now: Date, years: number): string {
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

const women = eq(profiles.gender, 'female');

/**
 * §9 landing slugs → which members a lander and the index show (the public pages' own mapping; the
 * niche sites' search keeps `members/niche-members.ts`). Only facts a visitor may read on a profile
 * decide: gender and whom a member looks for, body type, age. BDSM is about sexual interests, which
 * are special-category data (GDPR art. 9) that no public page may reveal, so its landers list
 * everyone and only their words and imagery speak to the niche. Null: no condition.
 */
export function landerNicheFilter(slug: LanderSlug, now: Date): SQL | null {
  switch (slug) {
    case 'she':
      return and(women, eq(profiles.lookingForGender, 'female')) ?? null;
    case 'gay':
      return and(eq(profiles.gender, 'male'), eq(profiles.lookingForGender, 'male')) ?? null;
    case 'bbw':
      return and(women, inArray(profiles.bodyType, ['curvy', 'large'])) ?? null;
    case 'milf':
      // Women from 35 to 54: born on or before the day 35 years ago, after the day 55 years ago.
      return and(women, lte(profiles.dateOfBirth, bornBefore(now, 35)), gt(profiles.dateOfBirth, bornBefore(now, 55))) ?? null;
    case 'gilf':
      return and(women, lte(profiles.dateOfBirth, bornBefore(now, 55))) ?? null;
    default:
      return null;
  }
}
