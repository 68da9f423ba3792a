import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import type { AuthedContext } from '../context';
import { photos, profiles, users, type Photo } from '../../db/schema';
import { ApiError, validationError } from '../../errors';
import { detectImageType } from './detect-image-type';
import { makePhotoVariants } from './make-variants';
import { photoLimitFor } from './photo-limit';
import { PHOTO_MAX_BYTES } from '@/shared/constants';

export type UploadInput = { file: File | null; isPrivate: boolean };

async function readChecked(file: File | null): Promise<Buffer> {
  if (!file || typeof file === 'string') throw validationError({ photo: { key: 'photoRequired' } });
  if (file.size > PHOTO_MAX_BYTES) {
    throw validationError({ photo: { key: 'photoTooLarge', values: { mb: PHOTO_MAX_BYTES / 1024 / 1024 } } });
  }
  const data = Buffer.from(await file.arrayBuffer());
  if (!detectImageType(data)) throw validationError({ photo: { key: 'photoType' } });
  return data;
}

const limitReached = () =>
  new ApiError({ status: 409, code: 'photo_limit', messageKey: 'photoLimit', fields: { photo: { key: 'photoLimit' } } });

/** POST /api/photos.php: checks type by content and the §6 limit, strips EXIF, stores two sizes. */
export async function uploadPhoto(ctx: AuthedContext, input: UploadInput): Promise<Photo> {
  const data = await readChecked(input.file);
  const limit = photoLimitFor(ctx.actor);
  const countPhotos = async () =>
    (await ctx.db.select({ n: count() }).from(photos).where(eq(photos.userId, ctx.actor.id)))[0].n;
  if ((await countPhotos()) >= limit) throw limitReached();
  const variants = await makePhotoVariants(data).catch(() => {
    throw validationError({ photo: { key: 'photoType' } });
  });
  await ctx.storage.put(variants.filename, variants.main, 'image/jpeg');
  await ctx.storage.put(variants.thumbFilename, variants.thumb, 'image/jpeg');
  const photo = await ctx.db.transaction(async (tx) => {
    // Lock the member's row so two parallel uploads cannot both pass the limit.
    await tx.execute(sql`select id from ${users} where ${users.id} = ${ctx.actor.id} for update`);
    const [{ n }] = await tx.select({ n: count() }).from(photos).where(eq(photos.userId, ctx.actor.id));
    if (n >= limit) return null;
    const [row] = await tx
      .insert(photos)
      .values({ userId: ctx.actor.id, filename: variants.filename, thumbFilename: variants.thumbFilename, width: variants.width, height: variants.height, isPrivate: input.isPrivate })
      .returning();
    // The first public photo becomes the main one; a private photo is never shown as main (§6).
    if (!row.isPrivate) {
      await tx.update(profiles).set({ mainPhotoId: row.id }).where(sql`${profiles.userId} = ${ctx.actor.id} and ${profiles.mainPhotoId} is null`);
    }
    return row;
  });
  if (!photo) {
    await Promise.all([ctx.storage.remove(variants.filename), ctx.storage.remove(variants.thumbFilename)]);
    throw limitReached();
  }
  return photo;
}
