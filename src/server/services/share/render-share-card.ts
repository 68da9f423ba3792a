import 'server-only';
import sharp from 'sharp';
import { PHOTO_MAX_PIXELS } from '../photos/make-variants';
import { svgText } from './svg-text';
import { SHARE_IMAGE_SIZE } from '@/shared/share-image';

/** Open Graph's recommended size: what Facebook, LinkedIn and messengers show uncropped. */
export const SHARE_CARD_WIDTH = SHARE_IMAGE_SIZE.width;
export const SHARE_CARD_HEIGHT = SHARE_IMAGE_SIZE.height;

export type ShareCardText = { name: string; age: number; place: string | null; siteName: string; colour: string };

/** The photo fills the left square; the right side carries name, age, place and the site in its colour. */
function overlay({ name, age, place, siteName, colour }: ShareCardText): Buffer {
  const x = SHARE_CARD_HEIGHT + 56;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">
  <rect x="${SHARE_CARD_HEIGHT}" width="${SHARE_CARD_WIDTH - SHARE_CARD_HEIGHT}" height="${SHARE_CARD_HEIGHT}" fill="${colour}"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" fill="#fff">
    <text x="${x}" y="250" font-size="64" font-weight="bold">${svgText(name, 14)}</text>
    <text x="${x}" y="330" font-size="52">${age}</text>
    ${place ? `<text x="${x}" y="400" font-size="34" opacity="0.9">${svgText(place, 24)}</text>` : ''}
    <rect x="${x}" y="500" width="80" height="6" rx="3" fill="#fff" opacity="0.8"/>
    <text x="${x}" y="560" font-size="38" font-weight="bold">${svgText(siteName, 22)}</text>
  </g>
</svg>`;
  return Buffer.from(svg);
}

/** A 1200×630 JPEG share card from the member's photo (cropped around what draws the eye). */
export async function renderShareCard(photo: Buffer, text: ShareCardText): Promise<Buffer> {
  const square = await sharp(photo, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(SHARE_CARD_HEIGHT, SHARE_CARD_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .toBuffer();
  return sharp({ create: { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT, channels: 3, background: text.colour } })
    .composite([
      { input: square, left: 0, top: 0 },
      { input: overlay(text), left: 0, top: 0 },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
