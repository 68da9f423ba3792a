import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAIN_SIZE, PHOTO_THUMB_SIZE } from '@/shared/constants';

export type PhotoVariants = {
  filename: string;
  thumbFilename: string;
  main: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
};

/**
 * Re-encodes an image as JPEG in a main and a square thumbnail size. Re-encoding drops every EXIF,
 * GPS and XMP block (sharp keeps no metadata unless asked), after applying the EXIF rotation.
 * Names are random (128 bits), so a photo's address cannot be guessed.
 */
export async function makePhotoVariants(input: Buffer): Promise<PhotoVariants> {
  const base = randomBytes(16).toString('hex');
  const image = sharp(input, { failOn: 'error' }).rotate();
  const main = await image
    .clone()
    .resize(PHOTO_MAIN_SIZE, PHOTO_MAIN_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const thumb = await image
    .clone()
    .resize(PHOTO_THUMB_SIZE, PHOTO_THUMB_SIZE, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
  return {
    filename: `${base}.jpg`,
    thumbFilename: `${base}_t.jpg`,
    main: main.data,
    thumb,
    width: main.info.width,
    height: main.info.height,
  };
}
