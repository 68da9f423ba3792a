import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { interests, profileInterests } from '../../db/schema';
import { authenticationRequired } from '../../errors';
import { loadCards, loadOwnProfile } from './load-cards';
import { matchReasons } from './match-reasons';
import { scoreCandidates } from './score-candidates';
import type { MatchFinderDto } from '@/shared/types/swipe';

/** Suggestions per visit of the match finder. */
export const MATCH_FINDER_SIZE = 20;

/** The interests the member picked, with whether each is special-category data. */
function ownInterests(ctx: ServiceContext, userId: number) {
  return ctx.db
    .select({ id: interests.id, slug: interests.slug, sensitive: interests.sensitive })
    .from(profileInterests)
    .innerJoin(interests, eq(interests.id, profileInterests.interestId))
    .where(eq(profileInterests.userId, userId));
}

/** Which of the given interests each suggested member shares, by member id. */
async function sharedBy(ctx: ServiceContext, ids: number[], interestIds: number[]): Promise<Map<number, number[]>> {
  const shared = new Map<number, number[]>();
  if (!ids.length || !interestIds.length) return shared;
  const rows = await ctx.db
    .select({ userId: profileInterests.userId, interestId: profileInterests.interestId })
    .from(profileInterests)
    .where(and(inArray(profileInterests.userId, ids), inArray(profileInterests.interestId, interestIds)));
  for (const row of rows) shared.set(row.userId, [...(shared.get(row.userId) ?? []), row.interestId]);
  return shared;
}

/**
 * GET /api/match-finder.php: up to 20 members who fit the member best (shared interests, region,
 * age, and who looks for whom), each with the reasons in the member's language.
 */
export async function findMatches(ctx: ServiceContext): Promise<MatchFinderDto> {
  if (!ctx.actor) throw authenticationRequired();
  const own = await loadOwnProfile(ctx.db, ctx.actor.id);
  if (!own) return { suggestions: [] };
  const mine = await ownInterests(ctx, own.userId);
  const scored = await scoreCandidates(
    ctx,
    own,
    mine.map((i) => i.id),
    MATCH_FINDER_SIZE,
  );
  const ids = scored.map((s) => s.id);
  // Only interests that are not special-category data are ever named (§6, GDPR art. 9).
  const nameable = mine.filter((i) => !i.sensitive);
  const [cards, named] = await Promise.all([
    loadCards(ctx, ids),
    sharedBy(
      ctx,
      ids,
      nameable.map((i) => i.id),
    ),
  ]);
  const slugById = new Map(nameable.map((i) => [i.id, i.slug]));
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    suggestions: scored.flatMap((s) => {
      const profile = byId.get(s.id);
      if (!profile) return [];
      const slugs = (named.get(s.id) ?? []).map((id) => slugById.get(id)!).sort();
      return [{ profile, score: s.score, reasons: matchReasons(ctx, s, slugs, own.gender) }];
    }),
  };
}
