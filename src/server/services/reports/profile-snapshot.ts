import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { photos, profiles } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';
import type { ReportSnapshot } from '@/shared/moderation';

/**
 * The reported profile as it is now (name, about text, photo file names): stored with the report,
 * so moderators judge what was reported even after the member changed or deleted it.
 */
export async function profileSnapshot(db: DbOrTx, memberId: number): Promise<ReportSnapshot> {
  const [profile] = await db.select({ name: profiles.name, about: profiles.about }).from(profiles).where(eq(profiles.userId, memberId)).limit(1);
  if (!profile) return {};
  const files = await db.select({ filename: photos.filename }).from(photos).where(eq(photos.userId, memberId)).orderBy(asc(photos.id));
  return { name: profile.name, about: profile.about, photos: files.map((f) => f.filename) };
}
