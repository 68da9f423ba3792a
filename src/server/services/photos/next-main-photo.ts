import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema';
import { shownToOthers } from './photo-visibility';

/**
 * The photo that takes over as main when `leaving` goes, turns private or is rejected: the oldest
 * public approved one left. A photo in review is never promoted: others would see no main photo.
 */
export async function nextMainPhotoId(db: Pick<Db, 'select'>, userId: number, leaving: number): Promise<number | null> {
  const [next] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), ne(photos.id, leaving), eq(photos.isPrivate, false), shownToOthers))
    .orderBy(asc(photos.id))
    .limit(1);
  return next?.id ?? null;
}
