import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import type { Db } from '../../db/client';
import { photos, type Photo } from '../../db/schema';
import { ApiError } from '../../errors';
import { newPhotoNames, photoFileKeys, type PhotoFileNames } from './photo-names';
import { discardStaged, publishFiles, removeUnusedFiles, stageFiles, type PhotoFile } from './photo-files';
import { needsSignedLink } from './photo-visibility';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Makes a photo private or public under fresh file names, so every address handed out before (a
 * public one perhaps cached for a year, or a signed private one) stops working. The files (JPEGs and
 * WebP copies) are copied (demo rows share files), the row switches in one transaction with
 * `alsoInTx`, and the old files go once nothing points to them; see photo-files.ts for why a crash in
 * between is harmless.
 */
export function changePhotoPrivacy(ctx: FileContext, photo: Photo, isPrivate: boolean, alsoInTx: (tx: Tx) => Promise<void>): Promise<void> {
  return renamePhotoFiles(ctx, photo, { isPrivate, review: photo.review }, alsoInTx);
}

type FileContext = Pick<ServiceContext, 'db' | 'storage'>;

/**
 * Moves a photo's files to fresh names of the kind its next state needs (public, or private for a
 * private photo or one in review) and stores `isPrivate`; `alsoInTx` writes the rest of the change
 * (an approval's review state) in the same transaction and may throw to undo it all.
 */
export async function renamePhotoFiles(
  ctx: FileContext,
  photo: Photo,
  next: Pick<Photo, 'isPrivate' | 'review'>,
  alsoInTx: (tx: Tx) => Promise<void>,
): Promise<void> {
  const isPrivate = next.isPrivate;
  const names = newPhotoNames(needsSignedLink(next));
  const { files, webp } = await copiesUnder(ctx, photo, names);
  const keys = files.map((file) => file.key);
  await stageFiles(ctx.storage, files);
  try {
    await ctx.db.transaction(async (tx) => {
      // The file names were chosen for the review state read before; a review decided meanwhile (a
      // moderator and the owner at the same moment) would leave names of the wrong kind, so it refuses.
      const [moved] = await tx
        .update(photos)
        .set({ ...names, webp, isPrivate })
        .where(and(eq(photos.id, photo.id), eq(photos.review, photo.review)))
        .returning({ id: photos.id });
      if (!moved) throw new ApiError({ code: 'already_reviewed' });
      await alsoInTx(tx);
    });
  } catch (error) {
    await discardStaged(ctx.storage, keys);
    throw error;
  }
  await publishFiles(ctx.storage, keys);
  await removeUnusedFiles(ctx.db, ctx.storage, photoFileKeys(photo));
}

/**
 * The photo's files read back, each under its name of the same kind in `names`. The JPEGs must be
 * there; WebP copies that are not all there are left behind, and the row then serves JPEG only.
 */
async function copiesUnder(ctx: FileContext, photo: Photo, names: PhotoFileNames): Promise<{ files: PhotoFile[]; webp: boolean }> {
  const data = await Promise.all(photoFileKeys(photo).map((key) => ctx.storage.get(key)));
  const [main, thumb, ...webpCopies] = data;
  if (!main || !thumb) throw new Error(`photo ${photo.id} has lost its files`);
  const webp = photo.webp && webpCopies.every((file) => file !== null);
  // Without WebP the new names are the two JPEGs', which were read first.
  const files = photoFileKeys({ ...names, webp }).map((key, i) => ({ key, data: data[i] }));
  return { files: files.filter((file): file is PhotoFile => file.data !== null), webp };
}
