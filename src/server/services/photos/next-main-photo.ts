import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos } from '../../db/schema';

/** The photo that takes over as main when `leaving` goes or turns private: the oldest public one left. */
export async function nextMainPhotoId(db: Pick<Db, 'select'>, userId: number, leaving: number): Promise<number | null> {
  const [next] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), ne(photos.id, leaving), eq(photos.isPrivate, false)))
    .orderBy(asc(photos.id))
    .limit(1);
  return next?.id ?? null;
}
