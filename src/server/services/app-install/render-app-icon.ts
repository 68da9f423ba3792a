import 'server-only';
import sharp, { type OverlayOptions } from 'sharp';
import { PHOTO_MAX_PIXELS } from '../photos/make-variants';

// The heart of public/icon.svg (a 64-unit box; the heart spans its middle half), white on the site's colour.
const HEART = 'M32 50s-16-9.6-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 29c0 11.4-16 21-16 21z';

export type AppIconOptions = { size: number; maskable: boolean; colour: string; logo: Buffer | null };

/**
 * The plain icon has rounded corners; the maskable one (and Apple's, which iOS rounds itself) is a
 * full square. Either way the mark stays in the middle half to 70 %, inside the maskable safe zone (80 %).
 */
function background({ size, maskable, colour, logo }: AppIconOptions): Buffer {
  const radius = maskable ? 0 : Math.round(size * 0.22);
  const disc = logo ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.34}" fill="#fff"/>` : '';
  const heart = logo ? '' : `<path d="${HEART}" fill="#fff" transform="scale(${size / 64}) translate(0 -2)"/>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${colour}"/>${disc}${heart}</svg>`,
  );
}

/** A PNG icon of the site: its logo on a white disc over its colour, or the built-in heart. */
export async function renderAppIcon(options: AppIconOptions): Promise<Buffer> {
  const { size, logo } = options;
  const layers: OverlayOptions[] = [];
  if (logo) {
    const inner = Math.round(size * 0.44);
    const fitted = await sharp(logo, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    layers.push({ input: fitted, gravity: 'centre' });
  }
  return sharp(background(options)).composite(layers).png().toBuffer();
}
