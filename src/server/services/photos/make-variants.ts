import 'server-only';
import sharp, { type OutputInfo } from 'sharp';
import { PHOTO_MAIN_SIZE, PHOTO_THUMB_SIZE } from '@/shared/constants';

const THUMB_2X = PHOTO_THUMB_SIZE * 2;

/** About 40 megapixels: any camera photo fits, and one decoded image stays near 160 MB at most. */
export const PHOTO_MAX_PIXELS = 40_000_000;

// 'error' refuses broken files but lets through the harmless warnings many camera files carry.
const INPUT = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;

/** A photo's JPEGs: the main size and the square thumbnail (what every browser can show). */
export type JpegVariants = { main: Buffer; thumb: Buffer; width: number; height: number };
/** The JPEGs and their WebP copies (smaller), with the thumbnail at twice its size too for sharp screens. */
export type PhotoVariants = JpegVariants & { webp: { main: Buffer; thumb: Buffer; thumb2x: Buffer } };

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

const JPEG = { main: { quality: 82, mozjpeg: true }, thumb: { quality: 78, mozjpeg: true } } as const;
// Measured on photos and demo drawings (docs/decisions/035): about the JPEGs' fidelity in 10–45% fewer
// bytes; effort 2 takes half the time of the default 4 for a few per cent more bytes.
const WEBP = { main: { quality: 80, effort: 2 }, thumb: { quality: 78, effort: 2 } } as const;

type Raw = { data: Buffer; info: OutputInfo };
const fromRaw = ({ data, info }: Raw) => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
/** The photo decoded at its main size, its square crop at the thumbnail's 2× size, and the thumbnail. */
type Sized = { main: Raw; square: Raw; thumb: Raw };

/**
 * Decodes once, already shrunk so the shorter side just covers the main size, after applying the EXIF
 * rotation; the main size and the square crop are cut from that raw image. The thumbnail is cropped
 * once, at 2×, and shrunk from that crop, so both show the same part.
 */
async function decodeSized(input: Buffer): Promise<Sized> {
  const decoded = await sharp(input, INPUT)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(PHOTO_MAIN_SIZE, PHOTO_MAIN_SIZE, { fit: 'outside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const [main, square] = await Promise.all([
    fromRaw(decoded).resize(PHOTO_MAIN_SIZE, PHOTO_MAIN_SIZE, { fit: 'inside', withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true }),
    fromRaw(decoded).resize(THUMB_2X, THUMB_2X, { fit: 'cover', position: 'attention' }).raw().toBuffer({ resolveWithObject: true }),
  ]);
  const thumb = await fromRaw(square).resize(PHOTO_THUMB_SIZE, PHOTO_THUMB_SIZE).raw().toBuffer({ resolveWithObject: true });
  return { main, square, thumb };
}

async function encodeJpeg(sized: Sized): Promise<JpegVariants> {
  const [main, thumb] = await Promise.all([fromRaw(sized.main).jpeg(JPEG.main).toBuffer(), fromRaw(sized.thumb).jpeg(JPEG.thumb).toBuffer()]);
  return { main, thumb, width: sized.main.info.width, height: sized.main.info.height };
}

async function encodeWebp(sized: Sized): Promise<PhotoVariants['webp']> {
  const [main, thumb, thumb2x] = await Promise.all([
    fromRaw(sized.main).webp(WEBP.main).toBuffer(),
    fromRaw(sized.thumb).webp(WEBP.thumb).toBuffer(),
    fromRaw(sized.square).webp(WEBP.thumb).toBuffer(),
  ]);
  return { main, thumb, thumb2x };
}

/**
 * Re-encodes an image as JPEG in a main size and a square thumbnail (a chat photo). Re-encoding drops
 * every EXIF, GPS and XMP block: sharp keeps no metadata unless asked.
 */
export const makeJpegVariants = async (input: Buffer): Promise<JpegVariants> => encodeJpeg(await decodeSized(input));

/** A profile photo's files: the JPEGs of makeJpegVariants and their WebP copies, from one decode. */
export async function makePhotoVariants(input: Buffer): Promise<PhotoVariants> {
  const sized = await decodeSized(input);
  const [jpeg, webp] = await Promise.all([encodeJpeg(sized), encodeWebp(sized)]);
  return { ...jpeg, webp };
}
