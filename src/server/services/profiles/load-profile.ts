import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interests, photos, profileInterests, profiles, type Interest, type Photo, type Profile } from '../../db/schema';

export type ProfileBundle = { profile: Profile; photos: Photo[]; interests: Interest[] };

/** A member's profile with photos (oldest first) and interests: three indexed reads. */
export async function loadProfileBundle(db: Db, userId: number): Promise<ProfileBundle | null> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!profile) return null;
  const [photoRows, interestRows] = await Promise.all([
    db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.id)),
    db
      .select({ interest: interests })
      .from(profileInterests)
      .innerJoin(interests, eq(interests.id, profileInterests.interestId))
      .where(eq(profileInterests.userId, userId)),
  ]);
  return { profile, photos: photoRows, interests: interestRows.map((r) => r.interest) };
}
