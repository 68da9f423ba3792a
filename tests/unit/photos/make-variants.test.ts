import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { makeJpeg, makeJpegWithExif } from '../../factories/images';
import { makeJpegVariants, makePhotoVariants } from '@/server/services/photos/make-variants';

const described = async (file: Buffer) => {
  const { format, width, height, exif } = await sharp(file).metadata();
  return { format, width, height, exif };
};

/** A photo with a bright square off-centre, so a crop that moves shows. */
const photoWithSubject = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#203040' } })
    .composite([{ input: { create: { width: 300, height: 300, channels: 3, background: '#ffe000' } }, left: 1150, top: 450 }])
    .jpeg()
    .toBuffer();

describe('makePhotoVariants', () => {
  it('makes the main size and the square thumbnail as JPEG and WebP, and a 2× WebP thumbnail', async () => {
    const variants = await makePhotoVariants(await makeJpeg({ width: 2000, height: 1500 }));
    expect({ width: variants.width, height: variants.height }).toEqual({ width: 1080, height: 810 });
    expect(await described(variants.main)).toMatchObject({ format: 'jpeg', width: 1080, height: 810 });
    expect(await described(variants.webp.main)).toMatchObject({ format: 'webp', width: 1080, height: 810 });
    expect(await described(variants.thumb)).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
    expect(await described(variants.webp.thumb)).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(await described(variants.webp.thumb2x)).toMatchObject({ format: 'webp', width: 640, height: 640 });
  });

  it('never enlarges the main size of a small photo', async () => {
    const variants = await makePhotoVariants(await makeJpeg({ width: 400, height: 300 }));
    expect(await described(variants.main)).toMatchObject({ width: 400, height: 300 });
    expect(await described(variants.webp.main)).toMatchObject({ width: 400, height: 300 });
    expect(await described(variants.webp.thumb2x)).toMatchObject({ width: 640, height: 640 });
  });

  it('keeps no EXIF in any file', async () => {
    const variants = await makePhotoVariants(await makeJpegWithExif('secret'));
    for (const file of [variants.main, variants.thumb, variants.webp.main, variants.webp.thumb, variants.webp.thumb2x]) {
      expect((await described(file)).exif).toBeUndefined();
      expect(file.includes('secret')).toBe(false);
    }
  });

  it('crops every thumbnail to the same part of the photo', async () => {
    const variants = await makePhotoVariants(await photoWithSubject());
    const stats = await Promise.all([variants.thumb, variants.webp.thumb, variants.webp.thumb2x].map((file) => sharp(file).resize(32, 32).stats()));
    // The yellow square's share of red in the picture (the background has little) is the same in each.
    const redMeans = stats.map((s) => s.channels[0].mean);
    for (const mean of redMeans) expect(Math.abs(mean - redMeans[0])).toBeLessThan(6);
  });

  it('makes WebP copies smaller than the JPEGs of a flat picture, as demo drawings are', async () => {
    const variants = await makePhotoVariants(await photoWithSubject());
    expect(variants.webp.main.length).toBeLessThan(variants.main.length);
    expect(variants.webp.thumb.length).toBeLessThan(variants.thumb.length);
  });
});

describe('makeJpegVariants', () => {
  it('makes only the JPEGs (chat photos)', async () => {
    const variants = await makeJpegVariants(await makeJpeg({ width: 2000, height: 1500 }));
    expect(Object.keys(variants).sort()).toEqual(['height', 'main', 'thumb', 'width']);
    expect(await described(variants.thumb)).toMatchObject({ format: 'jpeg', width: 320, height: 320 });
  });
});
