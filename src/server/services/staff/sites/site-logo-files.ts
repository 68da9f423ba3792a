import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_MAX_PIXELS } from '../../photos/make-variants';

/** Logo files: random names the public media route serves as PNG (transparency kept, unlike photos). */
export const LOGO_FILE = /^logo-[a-f0-9]{32}\.png$/;
export const LOGO_URL_PREFIX = '/api/media/';
const LOGO_HEIGHT = 128;

export const newLogoKey = () => `logo-${randomBytes(16).toString('hex')}.png`;
export const logoUrlOf = (key: string) => `${LOGO_URL_PREFIX}${key}`;

/** The storage key of an uploaded logo's URL; null for an outside address or none. */
export function logoKeyOf(url: string): string | null {
  const key = url.startsWith(LOGO_URL_PREFIX) ? url.slice(LOGO_URL_PREFIX.length) : '';
  return LOGO_FILE.test(key) ? key : null;
}

/** Re-encoded as PNG at twice the navigation's height (sharp keeps no metadata), never enlarged. */
export function makeLogo(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ height: LOGO_HEIGHT, withoutEnlargement: true })
    .png()
    .toBuffer();
}
