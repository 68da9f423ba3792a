import 'server-only';
import type { Container } from '../../container';
import type { Interest, Photo, Profile } from '../../db/schema';

export type ProfileBundle = { profile: Profile; photos: Photo[]; interests: Interest[] };

/** A member's profile with photos (oldest first) and interests: three indexed, prepared reads. */
export async function loadProfileBundle(deps: Pick<Container, 'reads'>, userId: number): Promise<ProfileBundle | null> {
  const [profile] = await deps.reads.profile.execute({ userId });
  if (!profile) return null;
  const [photoRows, interestRows] = await Promise.all([deps.reads.photos.execute({ userId }), deps.reads.interests.execute({ userId })]);
  return { profile, photos: photoRows, interests: interestRows.map((r) => r.interest) };
}
