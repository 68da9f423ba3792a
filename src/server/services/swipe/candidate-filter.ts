import 'server-only';
import { eq, ne, sql, type SQL } from 'drizzle-orm';
import { likes, profiles, swipeDecisions } from '../../db/schema';
import { notBlockedWith } from '../blocks/block-filter';
import { shownHere, type ListingPlace } from '../members/fictional-reach';
import { hasShownMainPhoto } from '../photos/photo-visibility';
import { notHiddenMember } from '../members/hidden-members';
import { nicheMembers } from '../niches/niche-members';

/** The few hidden accounts, as search-members.ts excludes them. */
const notHidden = notHiddenMember(profiles.userId);

/** Whom the member should meet: the gender they look for when they set one (profiles.looking_for_gender). */
export type Seeker = { id: number; lookingForGender: 'male' | 'female' | null };

/**
 * Members the swipe game and the match finder may propose: active, visible, with a main photo others see, of
 * the gender the seeker looks for, not the seeker, no block either way, not already swiped or liked
 * by the seeker, of the site's niche (nicheMembers), and (a site's own profile) shown on this site and
 * in this language.
 */
export function candidateConditions(seeker: Seeker, place: ListingPlace): SQL[] {
  const where: SQL[] = [
    eq(profiles.status, 'active'),
    shownHere(place),
    hasShownMainPhoto,
    ne(profiles.userId, seeker.id),
    notHidden,
    notBlockedWith(seeker.id, profiles.userId),
    sql`not exists (select 1 from ${swipeDecisions} where ${swipeDecisions.userId} = ${seeker.id} and ${swipeDecisions.targetId} = ${profiles.userId})`,
    sql`not exists (select 1 from ${likes} where ${likes.likerId} = ${seeker.id} and ${likes.likedId} = ${profiles.userId})`,
  ];
  if (seeker.lookingForGender) where.push(eq(profiles.gender, seeker.lookingForGender));
  const niche = place.niche === undefined ? null : nicheMembers(place.niche, { now: place.now ?? new Date(), member: true });
  if (niche) where.push(niche);
  return where;
}

/** One member someone may act on: active and visible (blocks are checked by the caller). */
export function visibleMemberConditions(id: number): SQL[] {
  return [eq(profiles.userId, id), eq(profiles.status, 'active'), notHidden];
}
