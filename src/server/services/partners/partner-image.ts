import 'server-only';
import sharp from 'sharp';
import { faceFromSeed } from '../../db/seed/demo-face';
import { renderDemoPhoto } from '../../db/seed/demo-photo';
import { EMBEDDED_ID, EMBEDDED_POOL } from '../../adapters/partners/embedded-provider';

/** A tile's picture: the grid shows it at most ~300 px wide. */
const SIZE = 320;
const rendered = new Map<string, Promise<Buffer>>();

/**
 * The picture of an embedded performer (`cam-f-7`), drawn locally and the same every time; null for
 * any other name. At most 2 × 2 × EMBEDDED_POOL pictures exist, so they are kept once drawn.
 */
export function embeddedPartnerImage(id: string): Promise<Buffer> | null {
  const match = EMBEDDED_ID.exec(id);
  if (!match || Number(match[3]) >= EMBEDDED_POOL) return null;
  let image = rendered.get(id);
  if (!image) {
    const face = faceFromSeed(`partner:${id}`, { gender: match[2] === 'm' ? 'male' : 'female', band: 'young', index: Number(match[3]) });
    image = sharp(renderDemoPhoto(face, 0)).resize(SIZE, SIZE).png({ palette: true }).toBuffer();
    // A failed drawing is not kept: the next request tries again.
    image.catch(() => rendered.delete(id));
    rendered.set(id, image);
  }
  return image;
}
