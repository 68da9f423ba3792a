// Shapes of the swipe game and match finder answers; the client and the server both use these.
import type { MemberCardDto } from './api';

/** GET /api/swipe.php: the next cards and what is left of today's likes (§9). */
export type SwipeCardsDto = {
  cards: MemberCardDto[];
  likes_left: number;
  likes_per_day: number;
  /** When today's likes come back: midnight in the site's time zone, ISO 8601 UTC. */
  resets_at: string;
};

/** POST /api/swipe.php. */
export type SwipeDecisionDto = { match: boolean; likes_left: number; resets_at: string };

/** One match-finder suggestion; `reasons` are worded in the member's language. */
export type MatchSuggestionDto = { profile: MemberCardDto; score: number; reasons: string[] };

/** GET /api/match-finder.php. */
export type MatchFinderDto = { suggestions: MatchSuggestionDto[] };

/** POST /api/match-finder.php. */
export type FinderLikeDto = { match: boolean };
