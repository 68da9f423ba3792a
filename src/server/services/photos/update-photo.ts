import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { photos, profiles } from '../../db/schema';
import { findOwnPhoto } from './find-own-photo';
import { nextMainPhotoId } from './next-main-photo';
import { photoUpdateSchema } from '@/shared/schemas/photo';
import { parseInput } from '../../api/validate';

/** PUT /api/photos.php: make a photo the main one, or mark it private. */
export async function updatePhoto(ctx: AuthedContext, raw: unknown): Promise<void> {
  const input = parseInput(photoUpdateSchema, raw);
  const photo = await findOwnPhoto(ctx, input.id);
  if (input.main) {
    // The main photo is shown to everyone, so it cannot stay private.
    await ctx.db.update(photos).set({ isPrivate: false }).where(eq(photos.id, photo.id));
    await ctx.db.update(profiles).set({ mainPhotoId: photo.id, updatedAt: ctx.now }).where(eq(profiles.userId, ctx.actor.id));
  } else if (input.is_private !== undefined) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(photos).set({ isPrivate: input.is_private }).where(eq(photos.id, photo.id));
      // §6: the main photo is shown to visitors, so a main photo made private hands over to a public one.
      if (input.is_private) {
        await tx
          .update(profiles)
          .set({ mainPhotoId: await nextMainPhotoId(tx, ctx.actor.id, photo.id), updatedAt: ctx.now })
          .where(and(eq(profiles.userId, ctx.actor.id), eq(profiles.mainPhotoId, photo.id)));
      }
    });
  }
}
