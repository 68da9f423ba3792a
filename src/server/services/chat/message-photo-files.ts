import 'server-only';
import type { AuthedContext } from '../context';
import type { MessagePhoto } from '../../db/schema';
import { validationError } from '../../errors';
import { readChecked } from '../photos/upload-photo';
import { makeJpegVariants } from '../photos/make-variants';
import { discardStaged, publishFiles, stageFiles } from '../photos/photo-files';
import { newMessagePhotoNames } from './message-photo-names';

const keysOf = (photo: MessagePhoto) => [photo.filename, photo.thumb_filename];

/**
 * Checks and re-encodes a photo like a profile photo (type by content, pixel limit, EXIF stripped,
 * through the bounded image queue) and stages its files; the caller publishes them once the
 * message row has committed, or discards them (see photo-files.ts).
 */
export async function stageMessagePhoto(ctx: AuthedContext, nonce: string, file: File | null): Promise<MessagePhoto> {
  const data = await readChecked(file);
  const variants = await ctx.images.run(() => makeJpegVariants(data).catch(() => Promise.reject(validationError({ photo: { key: 'photoType' } }))));
  const photo: MessagePhoto = { ...newMessagePhotoNames(ctx.actor.id, nonce), width: variants.width, height: variants.height };
  await stageFiles(ctx.storage, [
    { key: photo.filename, data: variants.main },
    { key: photo.thumb_filename, data: variants.thumb },
  ]);
  return photo;
}

export const publishMessagePhoto = (ctx: AuthedContext, photo: MessagePhoto) => publishFiles(ctx.storage, keysOf(photo));
export const discardMessagePhoto = (ctx: AuthedContext, photo: MessagePhoto) => discardStaged(ctx.storage, keysOf(photo));
