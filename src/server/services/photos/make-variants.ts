import 'server-only';
import sharp from 'sharp';
import { PHOTO_MAIN_SIZE, PHOTO_THUMB_SIZE } from '@/shared/constants';

/** About 40 megapixels: any camera photo fits, and one decoded image stays near 160 MB at most. */
export const PHOTO_MAX_PIXELS = 40_000_000;

// 'error' refuses broken files but lets through the harmless warnings many camera files carry.
const INPUT = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;

export type PhotoVariants = { main: Buffer; thumb: Buffer; width: number; height: number };

/**
 * Width × height from the file's header, without decoding a pixel; null when the header is unreadable.
 * Checked before any decoding, so an image bomb is refused in milliseconds.
 */
export async function readPixelCount(input: Buffer): Promise<number | null> {
  try {
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/**
 * Re-encodes an image as JPEG in a main and a square thumbnail size. The input is decoded once, already
 * shrunk so its shorter side just covers the main size, and both sizes are cut from that raw image.
 * Re-encoding drops every EXIF, GPS and XMP block (sharp keeps no metadata unless asked), after
 * applying the EXIF rotation.
 */
export async function makePhotoVariants(input: Buffer): Promise<PhotoVariants> {
  const decoded = await sharp(input, INPUT)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(PHOTO_MAIN_SIZE, PHOTO_MAIN_SIZE, { fit: 'outside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = decoded.info;
  const fromRaw = () => sharp(decoded.data, { raw: { width, height, channels } });
  const [main, thumb] = await Promise.all([
    fromRaw()
      .resize(PHOTO_MAIN_SIZE, PHOTO_MAIN_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }),
    fromRaw().resize(PHOTO_THUMB_SIZE, PHOTO_THUMB_SIZE, { fit: 'cover', position: 'attention' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer(),
  ]);
  return { main: main.data, thumb, width: main.info.width, height: main.info.height };
}
