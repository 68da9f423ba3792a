import 'server-only';
import { desc, gt, lte, sql, type SQL } from 'drizzle-orm';
import { profiles, type Profile } from '../../db/schema';
import type { SwipeCardsQuery } from '@/shared/schemas/swipe';

/** YYYY-MM-DD of the day someone turns `years` old today. */
const birthDateFor = (now: Date, years: number) =>
  new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate())).toISOString().slice(0, 10);

/** Ages a..b: born on or before (today − a years) and after (today − (b+1) years). */
export function ageConditions(now: Date, q: SwipeCardsQuery): SQL[] {
  const where: SQL[] = [];
  if (q.min_age) where.push(lte(profiles.dateOfBirth, birthDateFor(now, q.min_age)));
  if (q.max_age) where.push(gt(profiles.dateOfBirth, birthDateFor(now, q.max_age + 1)));
  return where;
}

/** The ages asked for in the query, else those the member's profile looks for (either end may be open). */
export function agesLookedFor(own: Pick<Profile, 'lookingForMinAge' | 'lookingForMaxAge'> | null, q: SwipeCardsQuery): SwipeCardsQuery {
  if (q.min_age != null || q.max_age != null) return q;
  return { min_age: own?.lookingForMinAge ?? undefined, max_age: own?.lookingForMaxAge ?? undefined };
}

/**
 * Members close to home first: the member's own country, within it their own region, then the most
 * recently active. A member without a country or region simply gets the activity order.
 */
export function homeFirst(own: Pick<Profile, 'country' | 'regionId'> | null): SQL[] {
  const order: SQL[] = [];
  if (own?.country) order.push(sql`(${profiles.country} is not distinct from ${own.country}) desc`);
  if (own?.regionId) order.push(sql`(${profiles.regionId} is not distinct from ${own.regionId}) desc`);
  return [...order, desc(profiles.lastActiveAt), desc(profiles.userId)];
}
