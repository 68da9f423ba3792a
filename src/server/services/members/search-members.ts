import 'server-only';
import { and, count, desc, eq, gt, lte, ne, not, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { photos, profiles, regions } from '../../db/schema';
import { shownMainPhoto } from '../photos/photo-visibility';
import { ApiError, validationError } from '../../errors';
import { isStoredId } from '../ids';
import { notBlockedWith } from '../blocks/block-filter';
import { toMemberCard } from './member-card';
import type { SearchInput } from '@/shared/schemas/profile';
import { MIN_AGE, SEARCH_COUNT_CAP, SEARCH_PAGE_SIZE } from '@/shared/constants';
import type { MembersSearchDto } from '@/shared/types/api';
import { shownHere } from './fictional-reach';
import { notHiddenMember } from './hidden-members';
import { nicheMembers } from '../niches/niche-members';
import { partnerTilesFor } from '../partners/partner-tiles';
import { NICHE_RULES, nicheSlug } from '@/shared/niches';
import { checkInterestFilter, extraSearchConditions } from './search-extras';
import { distanceKmFrom, ownPosition, withinKm, type Position } from './distance';

/** YYYY-MM-DD of the day someone turns `years` old today. */
function birthDateFor(now: Date, years: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

// Hidden accounts (deleted, invisible, restricted, hidden by a moderator) are few: an anti-join against
// their small partial index keeps the count on the profiles indexes instead of visiting every matching
// member's users row.
const notHidden = notHiddenMember(profiles.userId);

function conditions(ctx: ServiceContext, q: SearchInput, from: Position | null, widen: boolean): SQL[] {
  const where: SQL[] = [eq(profiles.status, 'active'), notHidden, shownHere({ siteId: ctx.site.id, locale: ctx.locale })];
  const niche = nicheMembers(ctx.site.niche, { now: ctx.now, member: ctx.actor !== null });
  if (niche) where.push(niche);
  // §6: blocked members vanish from each other's search, whoever blocked whom.
  if (ctx.actor) where.push(ne(profiles.userId, ctx.actor.id), notBlockedWith(ctx.actor.id, profiles.userId));
  if (q.gender) where.push(eq(profiles.gender, q.gender));
  if (q.country) where.push(eq(profiles.country, q.country));
  if (q.region && !widen) where.push(eq(profiles.regionId, q.region));
  const slack = widen ? 5 : 0;
  // Age a..b means born after (today - (b+1) years) and on or before (today - a years).
  if (q.min_age) where.push(lte(profiles.dateOfBirth, birthDateFor(ctx.now, Math.max(MIN_AGE, q.min_age - slack))));
  if (q.max_age) where.push(gt(profiles.dateOfBirth, birthDateFor(ctx.now, q.max_age + 1 + slack)));
  where.push(...extraSearchConditions(ctx.now, q));
  // "Binnen X km" needs the searcher's own shared position; near matches reach twice as far.
  if (q.distance && from) where.push(...withinKm(from, widen ? q.distance * 2 : q.distance));
  return where;
}

type Place = { from: Position | null; sort: SearchInput['sort'] };

async function runQuery(ctx: ServiceContext, where: SQL[], { from, sort }: Place, limit: number, offset: number) {
  const distance = from ? distanceKmFrom(from) : null;
  // Nearest first only for a searcher with a position; members who shared none come after, by activity.
  const nearest = distance && sort === 'distance' ? [sql`${distance} asc nulls last`] : [];
  const rows = await ctx.db
    .select({ profile: profiles, photo: photos, region: regions, distanceKm: distance ?? sql<null>`null` })
    .from(profiles)
    .leftJoin(photos, shownMainPhoto)
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(and(...where))
    .orderBy(...nearest, desc(profiles.lastActiveAt), desc(profiles.userId))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => toMemberCard(ctx, row));
}

/**
 * Counts matches up to SEARCH_COUNT_CAP + 1 only: an exact count of a broad search on a large site
 * visits every matching row, while members only need "1,000+" (as large sites show it).
 */
async function countQuery(ctx: ServiceContext, where: SQL[]): Promise<{ count: number; capped: boolean }> {
  const matches = ctx.db
    .select({ one: sql`1` })
    .from(profiles)
    .where(and(...where))
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [{ n }] = await ctx.db.select({ n: count() }).from(matches);
  return n > SEARCH_COUNT_CAP ? { count: SEARCH_COUNT_CAP, capped: true } : { count: n, capped: false };
}

/** §6: visitors may search when logged_out_search is not 'none', or via a traffic source variant. */
export function loggedOutSearchAllowed(ctx: ServiceContext, hasTrafficSource: boolean): boolean {
  const { loggedOutSearch, loggedOutSearchTrafficsource } = ctx.site;
  return loggedOutSearch !== 'none' || (loggedOutSearchTrafficsource !== 'none' && hasTrafficSource);
}

/**
 * A visitor who may not search learns that before anything about the query: callers check this
 * before they parse the query, and the search checks it again so no caller can skip it.
 */
export function assertSearchAllowed(ctx: ServiceContext, hasTrafficSource: boolean): void {
  if (!ctx.actor && !loggedOutSearchAllowed(ctx, hasTrafficSource)) {
    throw new ApiError({ code: 'authentication_required', messageKey: 'loginRequiredSearch' });
  }
}

/**
 * GET /api/members.php: filtered, paged members; near matches when the exact ones run short. A member
 * who shared a position sees how far each member who shared theirs is, and may search within a distance.
 */
export async function searchMembers(ctx: ServiceContext, q: SearchInput, hasTrafficSource: boolean): Promise<MembersSearchDto> {
  assertSearchAllowed(ctx, hasTrafficSource);
  if (q.region !== undefined && !isStoredId(q.region)) throw validationError({ region: { key: 'chooseOption' } });
  if (q.interests) await checkInterestFilter(ctx, q.interests);
  const place: Place = { from: ctx.actor ? await ownPosition(ctx.db, ctx.actor.id) : null, sort: q.sort };
  const where = conditions(ctx, q, place.from, false);
  // Partner tiles (§1) are asked for alongside the search; they are never members, so never counted.
  const gender = q.gender ?? NICHE_RULES[nicheSlug(ctx.site.niche)].gender;
  const [profilesFound, counted, partnersFor] = await Promise.all([
    runQuery(ctx, where, place, SEARCH_PAGE_SIZE, (q.page - 1) * SEARCH_PAGE_SIZE),
    countQuery(ctx, where),
    partnerTilesFor(ctx, { page: q.page, gender }),
  ]);
  const numResults = counted.count;
  const result: MembersSearchDto = {
    profiles: profilesFound,
    numResults,
    numResultsCapped: counted.capped,
    page: q.page,
    perPage: SEARCH_PAGE_SIZE,
    similar: [],
    numSimilar: 0,
    partners: partnersFor(profilesFound.length),
  };
  const lastPage = q.page >= Math.ceil(numResults / SEARCH_PAGE_SIZE);
  const widens = q.region || q.min_age || q.max_age || (q.distance && place.from);
  if (lastPage && !counted.capped && numResults < SEARCH_PAGE_SIZE * 2 && widens) {
    // Near matches: the wider filter minus everything the exact filter already found.
    const wider = [...conditions(ctx, q, place.from, true), not(and(...where)!)];
    result.similar = await runQuery(ctx, wider, place, SEARCH_PAGE_SIZE, 0);
    result.numSimilar = result.similar.length;
  }
  return result;
}
