import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { profileInterests, profiles, type Profile } from '../../db/schema';
import { candidateConditions } from './candidate-filter';
import { ageFrom } from '@/shared/schemas/fields';
import { MAX_AGE, MIN_AGE } from '@/shared/constants';

/** How many recently active candidates are scored: bounds the work on a large site. */
const CANDIDATE_POOL = 500;
/** Years either side of the member's own age that count as a fitting age. */
const AGE_WINDOW = 8;

/** `ageWanted`: the fitting ages are those the member's profile looks for, not their own age's. */
export type ScoredCandidate = { id: number; score: number; shared: number; sameRegion: boolean; ageFits: boolean; ageWanted: boolean; seeksMe: boolean };

/** YYYY-MM-DD of the day someone turns `years` old today. */
function birthDateFor(now: Date, years: number): string {
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);
}

const asInt = (value: SQL) => sql<number>`(${value})::int`;

/** The ages that fit: those the member looks for when they set any, else their own give or take AGE_WINDOW. */
function fittingAges(own: Profile, now: Date): { min: number; max: number; wanted: boolean } {
  if (own.lookingForMinAge != null || own.lookingForMaxAge != null) {
    return { min: own.lookingForMinAge ?? MIN_AGE, max: own.lookingForMaxAge ?? MAX_AGE, wanted: true };
  }
  const ownAge = ageFrom(own.dateOfBirth, now);
  return { min: Math.max(MIN_AGE, ownAge - AGE_WINDOW), max: ownAge + AGE_WINDOW, wanted: false };
}

/**
 * One query: the most recently active candidates of the gender the member looks for (in their
 * country when they have one), each scored by shared interests, same region, a fitting age (fittingAges) and
 * whether they look for the member's gender; best first.
 */
export async function scoreCandidates(ctx: ServiceContext, own: Profile, interestIds: number[], limit: number): Promise<ScoredCandidate[]> {
  const where = candidateConditions(
    { id: own.userId, lookingForGender: own.lookingForGender },
    { siteId: ctx.site.id, locale: ctx.locale, niche: ctx.site.niche, now: ctx.now },
  );
  if (own.country) where.push(eq(profiles.country, own.country));
  const pool = ctx.db
    .select({ id: profiles.userId, regionId: profiles.regionId, dob: profiles.dateOfBirth, seeks: profiles.lookingForGender, active: profiles.lastActiveAt })
    .from(profiles)
    .where(and(...where))
    .orderBy(desc(profiles.lastActiveAt), desc(profiles.userId))
    .limit(CANDIDATE_POOL)
    .as('pool');
  const ids = interestIds.length
    ? sql.join(
        interestIds.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;
  const ages = fittingAges(own, ctx.now);
  const [oldest, youngest] = [birthDateFor(ctx.now, ages.max + 1), birthDateFor(ctx.now, ages.min)];
  const shared = asInt(
    sql`(select count(*) from ${profileInterests} where ${profileInterests.userId} = ${pool.id} and ${profileInterests.interestId} in (${ids}))`,
  );
  const sameRegion = asInt(sql`coalesce(${pool.regionId} = ${own.regionId}, false)`);
  const ageFits = asInt(sql`${pool.dob} > ${oldest} and ${pool.dob} <= ${youngest}`);
  const seeksMe = asInt(sql`coalesce(${pool.seeks} = ${own.gender}, false)`);
  const score = sql<number>`(${shared} * 10 + ${sameRegion} * 15 + ${ageFits} * 10 + ${seeksMe} * 10)`;
  const rows = await ctx.db
    .select({
      id: pool.id,
      score: score.as('score'),
      shared: shared.as('shared'),
      sameRegion: sameRegion.as('same_region'),
      ageFits: ageFits.as('age_fits'),
      seeksMe: seeksMe.as('seeks_me'),
    })
    .from(pool)
    .orderBy(sql`score desc`, desc(pool.active), desc(pool.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    score: Number(r.score),
    shared: Number(r.shared),
    sameRegion: Number(r.sameRegion) === 1,
    ageFits: Number(r.ageFits) === 1,
    ageWanted: ages.wanted,
    seeksMe: Number(r.seeksMe) === 1,
  }));
}
