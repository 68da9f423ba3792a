import 'server-only';
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { photos, profiles, type Photo } from '../../db/schema';

/**
 * Who sees a profile photo (docs/decisions/029). Every read of photos for a viewer goes through
 * these, so the rule lives in one place:
 * - an approved photo is seen by everyone §6 lets see it (private ones by the owner and premium members);
 * - a pending photo (a site on pre-moderation) only by its owner, marked as in review;
 * - a rejected photo by nobody but staff.
 * Everybody else sees the member as if a photo not shown to them did not exist.
 */
export function photoSeenBy(photo: Pick<Photo, 'userId' | 'review'>, viewerId: number | null): boolean {
  if (photo.review === 'approved') return true;
  return photo.review === 'pending' && viewerId !== null && photo.userId === viewerId;
}

/** The photos of a list the viewer may see at all (§6's privacy rules are applied after this). */
export function photosSeenBy<P extends Pick<Photo, 'userId' | 'review'>>(all: P[], viewerId: number | null): P[] {
  return all.filter((photo) => photoSeenBy(photo, viewerId));
}

/** In SQL: the joined photo is shown to others (lists, cards, chat headers, the swipe game). */
export const shownToOthers: SQL = eq(photos.review, 'approved');

/** Joins a profile's main photo as others see it: a main photo in review or rejected joins as none. */
export const shownMainPhoto: SQL = and(eq(photos.id, profiles.mainPhotoId), shownToOthers)!;

/** The profile has a main photo others see (the swipe game and the match finder ask for one). */
export const hasShownMainPhoto: SQL = sql`exists (select 1 from ${photos} where ${photos.id} = ${profiles.mainPhotoId} and ${shownToOthers})`;

/**
 * Whether a photo's files are kept under private names, reachable only through signed links: a private
 * photo (§6), and a photo not yet approved, so nobody but its owner and staff can load it.
 */
export function needsSignedLink(photo: Pick<Photo, 'isPrivate' | 'review'>): boolean {
  return photo.isPrivate || photo.review === 'pending';
}

/** In SQL, for the signed-link route: a rejected photo's links die with the decision. */
export const servedBySignedLink: SQL = and(ne(photos.review, 'rejected'), or(eq(photos.isPrivate, true), eq(photos.review, 'pending')))!;

/** A rejected photo is gone for its owner: it takes no place in the limit and cannot be chosen or changed. */
export const notRejected: SQL = ne(photos.review, 'rejected');
