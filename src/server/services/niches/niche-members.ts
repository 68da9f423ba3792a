import 'server-only';
import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { interests, profileInterests, profiles } from '../../db/schema';
import { NICHE_RULES, nicheSlug, type NicheRule } from '@/shared/niches';

/** Who looks: the moment (for ages) and whether the viewer is a logged-in member. */
export type NicheViewer = { now: Date; member: boolean };

/** YYYY-MM-DD of the day someone turns `years` old on `now`'s day. */
function birthDateFor(now: Date, years: number): string {
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

function withInterest(slugs: readonly string[]): SQL {
  return sql`exists (select 1 from ${profileInterests} join ${interests} on ${interests.id} = ${profileInterests.interestId}
    where ${profileInterests.userId} = ${profiles.userId} and ${inArray(interests.slug, [...slugs])})`;
}

function ruleConditions(rule: NicheRule, viewer: NicheViewer): SQL[] {
  const where: SQL[] = [];
  if (rule.gender) where.push(eq(profiles.gender, rule.gender));
  if (rule.lookingFor) where.push(eq(profiles.lookingForGender, rule.lookingFor));
  if (rule.bodyTypes) where.push(inArray(profiles.bodyType, [...rule.bodyTypes]));
  if (rule.minAge) where.push(lte(profiles.dateOfBirth, birthDateFor(viewer.now, rule.minAge)));
  if (rule.maxAge) where.push(gt(profiles.dateOfBirth, birthDateFor(viewer.now, rule.maxAge + 1)));
  // Sexual interests are special-category data shown to logged-in members only (public-profile.ts):
  // a visitor's list must not reveal them, so visitors of the BDSM site see everyone.
  if (rule.interests && viewer.member) where.push(withInterest(rule.interests));
  return where;
}

/**
 * The one rule for whom a niche site lists (search, swipe game, match finder): the condition on
 * profiles for the site's niche (NICHE_RULES), or null when the niche lists everyone.
 */
export function nicheMembers(niche: number, viewer: NicheViewer): SQL | null {
  const where = ruleConditions(NICHE_RULES[nicheSlug(niche)], viewer);
  return where.length ? (and(...where) ?? null) : null;
}
