import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { photos, profiles } from '../../db/schema';
import { findOwnPhoto } from './find-own-photo';
import { nextMainPhotoId } from './next-main-photo';
import { removeUnusedFiles } from './photo-files';
import { photoFileKeys } from './photo-names';
import type { z } from 'zod';
import type { photoIdSchema } from '@/shared/schemas/photo';

/**
 * DELETE /api/photos.php: removes the photo, then its files; the next photo becomes main if needed.
 * The row goes first, so a crash can only leave files nobody points to, which the sweep removes.
 */
export async function deletePhoto(ctx: AuthedContext, { id }: z.infer<typeof photoIdSchema>): Promise<void> {
  const photo = await findOwnPhoto(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ mainPhotoId: await nextMainPhotoId(tx, ctx.actor.id, photo.id) })
      .where(and(eq(profiles.userId, ctx.actor.id), eq(profiles.mainPhotoId, photo.id)));
    await tx.delete(photos).where(eq(photos.id, photo.id));
  });
  await removeUnusedFiles(ctx.db, ctx.storage, photoFileKeys(photo));
}
