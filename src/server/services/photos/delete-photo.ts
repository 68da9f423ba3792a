import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { photos, profiles } from '../../db/schema';
import { findOwnPhoto } from './find-own-photo';
import { nextMainPhotoId } from './next-main-photo';
import { photoIdSchema } from '@/shared/schemas/photo';
import { parseInput } from '../../api/validate';

/** DELETE /api/photos.php: removes the photo and its files; the next photo becomes main if needed. */
export async function deletePhoto(ctx: AuthedContext, raw: unknown): Promise<void> {
  const { id } = parseInput(photoIdSchema, raw);
  const photo = await findOwnPhoto(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ mainPhotoId: await nextMainPhotoId(tx, ctx.actor.id, photo.id) })
      .where(and(eq(profiles.userId, ctx.actor.id), eq(profiles.mainPhotoId, photo.id)));
    await tx.delete(photos).where(eq(photos.id, photo.id));
  });
  // Demo data shares image files between rows; a file goes only with its last row.
  const [stillUsed] = await ctx.db.select({ id: photos.id }).from(photos).where(eq(photos.filename, photo.filename)).limit(1);
  if (!stillUsed) await Promise.all([ctx.storage.remove(photo.filename), ctx.storage.remove(photo.thumbFilename)]);
}
