import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { findOwnPhoto } from './find-own-photo';
import { nextMainPhotoId } from './next-main-photo';
import { changePhotoPrivacy } from './change-photo-privacy';
import type { z } from 'zod';
import type { photoUpdateSchema } from '@/shared/schemas/photo';

/** PUT /api/photos.php: make a photo the main one, or mark it private or public. */
export async function updatePhoto(ctx: AuthedContext, input: z.infer<typeof photoUpdateSchema>): Promise<void> {
  const photo = await findOwnPhoto(ctx, input.id);
  const makeMain = async (db: Pick<Db, 'update'>) => {
    await db.update(profiles).set({ mainPhotoId: photo.id, updatedAt: ctx.now }).where(eq(profiles.userId, ctx.actor.id));
  };
  if (input.main) {
    // The main photo is shown to everyone, so a private one becomes public in the same transaction.
    if (photo.isPrivate) await changePhotoPrivacy(ctx, photo, false, makeMain);
    else await makeMain(ctx.db);
  } else if (input.is_private !== undefined && input.is_private !== photo.isPrivate) {
    await changePhotoPrivacy(ctx, photo, input.is_private, async (tx) => {
      // §6: the main photo is shown to visitors, so a main photo made private hands over to a public one.
      if (!input.is_private) return;
      await tx
        .update(profiles)
        .set({ mainPhotoId: await nextMainPhotoId(tx, ctx.actor.id, photo.id), updatedAt: ctx.now })
        .where(and(eq(profiles.userId, ctx.actor.id), eq(profiles.mainPhotoId, photo.id)));
    });
  }
}
