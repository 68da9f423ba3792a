import 'server-only';
import { and, eq } from 'drizzle-orm';
import { photos, profiles, type Photo } from '../../db/schema';
import type { Db } from '../../db/client';
import type { DbOrTx, Tx } from '../../db/transaction';
import type { PhotoStorage } from '../../adapters/storage/storage';
import { validationError } from '../../errors';
import { nextMainPhotoId } from '../photos/next-main-photo';
import { evidenceKey, removeUnusedFiles } from '../photos/photo-files';
import { photoFileKeys } from '../photos/photo-names';

/**
 * The photo a removal is about: the one named (it must be the member's), else the member's main photo,
 * the one a notice about "the profile's photo" sees first. 422 on `photo` when there is none.
 */
export async function photoToRemove(db: DbOrTx, memberId: number, photoId: number | undefined): Promise<Photo> {
  const [photo] = photoId
    ? await db
        .select()
        .from(photos)
        .where(and(eq(photos.id, photoId), eq(photos.userId, memberId)))
    : await db
        .select({ photo: photos })
        .from(profiles)
        .innerJoin(photos, eq(photos.id, profiles.mainPhotoId))
        .where(eq(profiles.userId, memberId))
        .then((rows) => rows.map((r) => r.photo));
  if (!photo) throw validationError({ photo: { key: photoId ? 'decisionPhotoNotMember' : 'decisionPhotoRequired' } });
  return photo;
}

/** Copies the photo's file under an evidence key before its row goes; the copy outlives the photo. */
export async function keepAsEvidence(storage: PhotoStorage, reference: string, photo: Photo): Promise<string> {
  const data = await storage.get(photo.filename);
  const key = evidenceKey(reference, photo.filename);
  if (data) await storage.put(key, data, 'image/jpeg');
  return key;
}

/** Takes the photo off the profile in the decision's transaction; the next public photo becomes main. */
export async function removePhotoRow(tx: Tx, photo: Photo): Promise<void> {
  await tx
    .update(profiles)
    .set({ mainPhotoId: await nextMainPhotoId(tx, photo.userId, photo.id) })
    .where(and(eq(profiles.userId, photo.userId), eq(profiles.mainPhotoId, photo.id)));
  await tx.delete(photos).where(eq(photos.id, photo.id));
}

/** After the commit: the photo's own files go unless another row still uses them (demo data shares). */
export const removePhotoFiles = (db: Db, storage: PhotoStorage, photo: Photo) => removeUnusedFiles(db, storage, photoFileKeys(photo));
