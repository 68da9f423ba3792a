import { randomBytes } from 'node:crypto';

export type PhotoFileNames = { filename: string; thumbFilename: string };

/** The WebP copies beside a photo's JPEGs: the main size, and the square thumbnail at 1× and 2×. */
export type WebpFileNames = { main: string; thumb: string; thumb2x: string };

// `<hex>.jpg` and `<hex>_t.jpg` (main and thumbnail), and their WebP copies `<hex>.webp`,
// `<hex>_t.webp` and `<hex>_t2x.webp`.
const VARIANT = String.raw`(?:(?:_t)?\.jpg|(?:_t|_t2x)?\.webp)`;

/** Names the public media route serves; private files never match it. */
export const PUBLIC_PHOTO_FILE = new RegExp(String.raw`^[a-f0-9]{32}${VARIANT}$`);
export const PRIVATE_PHOTO_FILE = new RegExp(String.raw`^private-[a-f0-9]{32}${VARIANT}$`);

/**
 * Fresh random names (128 bits) for a photo's files, so an address cannot be guessed. Private
 * photos get names the public route refuses, and every change of privacy gets new names, so an
 * address handed out before the change stops working.
 */
export function newPhotoNames(isPrivate: boolean): PhotoFileNames {
  const base = `${isPrivate ? 'private-' : ''}${randomBytes(16).toString('hex')}`;
  return { filename: `${base}.jpg`, thumbFilename: `${base}_t.jpg` };
}

/** The WebP copies of the photo whose main file is `filename`; they share its random part. */
export function webpNamesOf(filename: string): WebpFileNames {
  const base = filename.replace(/\.jpg$/, '');
  return { main: `${base}.webp`, thumb: `${base}_t.webp`, thumb2x: `${base}_t2x.webp` };
}

/** The main JPEG a photo file belongs to (itself for the main file); null for a name that is no photo file. */
export function mainFileOf(key: string): string | null {
  if (!PUBLIC_PHOTO_FILE.test(key) && !PRIVATE_PHOTO_FILE.test(key)) return null;
  return key.replace(/(?:_t|_t2x)?\.(?:jpg|webp)$/, '.jpg');
}

/** Every stored file of a photo row: the two JPEGs, and the WebP copies when it has them. */
export function photoFileKeys(photo: PhotoFileNames & { webp: boolean }): string[] {
  const jpegs = [photo.filename, photo.thumbFilename];
  if (!photo.webp) return jpegs;
  const webp = webpNamesOf(photo.filename);
  return [...jpegs, webp.main, webp.thumb, webp.thumb2x];
}
