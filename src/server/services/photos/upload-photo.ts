import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { photos, type Photo, type PhotoReview } from '../../db/schema';
import type { Tx } from '../../db/transaction';
import { ApiError, validationError } from '../../errors';
import { detectImageType } from './detect-image-type';
import { makePhotoVariants, PHOTO_MAX_PIXELS, readPixelCount } from './make-variants';
import { photoLimitFor } from './photo-limit';
import { newPhotoNames } from './photo-names';
import { discardStaged, publishFiles, stageFiles, variantFiles } from './photo-files';
import { insertPhotoRow } from './insert-photo-row';
import { notRejected, needsSignedLink } from './photo-visibility';
import { reviewOnUpload } from './review-on-upload';
import { refuseRestrictedActor } from '../moderation/restriction-in-force';
import { PHOTO_MAX_BYTES } from '@/shared/constants';

export type UploadInput = {
  file: File | null;
  isPrivate: boolean;
  /** The review state to start in; by default the member's site decides (reviewOnUpload). */
  review?: PhotoReview;
  /** Written in the photo row's transaction (a staff upload's audit row). */
  alsoInTransaction?: (tx: Tx, photo: Photo) => Promise<void>;
};

const photoTypeError = () => validationError({ photo: { key: 'photoType' } });

/** The upload's bytes (a profile or message photo) once its size, its type (by content) and its pixel count (from the header) pass. */
export async function readChecked(file: File | null): Promise<Buffer> {
  if (!file || typeof file === 'string') throw validationError({ photo: { key: 'photoRequired' } });
  if (file.size > PHOTO_MAX_BYTES) {
    throw validationError({ photo: { key: 'photoTooLarge', values: { mb: PHOTO_MAX_BYTES / 1024 / 1024 } } });
  }
  const data = Buffer.from(await file.arrayBuffer());
  if (!detectImageType(data)) throw photoTypeError();
  const pixels = await readPixelCount(data);
  if (pixels === null) throw photoTypeError();
  if (pixels > PHOTO_MAX_PIXELS) {
    throw validationError({ photo: { key: 'photoPixels', values: { megapixels: PHOTO_MAX_PIXELS / 1_000_000 } } });
  }
  return data;
}

const limitReached = () => new ApiError({ code: 'photo_limit', fields: { photo: { key: 'photoLimit' } } });

/** POST /api/photos.php: checks type by content and the §6 limit, strips EXIF, stores two sizes in JPEG and WebP. */
export async function uploadPhoto(ctx: AuthedContext, input: UploadInput): Promise<Photo> {
  refuseRestrictedActor(ctx.actor, ctx.now);
  const data = await readChecked(input.file);
  const limit = photoLimitFor(ctx.actor);
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(photos)
    .where(and(eq(photos.userId, ctx.actor.id), notRejected));
  if (n >= limit) throw limitReached();
  const review = input.review ?? (await reviewOnUpload(ctx));
  const variants = await ctx.images.run(() => makePhotoVariants(data).catch(() => Promise.reject(photoTypeError())));
  // A photo in review gets private names: nobody but its owner and staff can load it.
  const names = newPhotoNames(needsSignedLink({ isPrivate: input.isPrivate, review }));
  const files = variantFiles(names, variants);
  const keys = files.map((file) => file.key);
  // Files first under temporary names, then the row, then the final names (see photo-files.ts).
  await stageFiles(ctx.storage, files);
  const row = { ...names, webp: true, width: variants.width, height: variants.height, isPrivate: input.isPrivate, review };
  const photo = await insertPhotoRow(ctx, limit, row, input.alsoInTransaction).catch(async (error: unknown) => {
    await discardStaged(ctx.storage, keys);
    throw error;
  });
  if (!photo) {
    await discardStaged(ctx.storage, keys);
    throw limitReached();
  }
  await publishFiles(ctx.storage, keys);
  return photo;
}
