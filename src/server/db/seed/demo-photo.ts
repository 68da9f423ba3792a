import { createAvatar } from '@dicebear/core';
import { personas } from '@dicebear/collection';
import { HAIR_TONES, type PersonasChoice, type PersonasOptions } from './demo-face-looks';
import type { Face } from './demo-face';
import { createRng, type Rng } from './prng';
import { PHOTO_THUMB_SIZE } from '@/shared/constants';

// Demo photos are drawn, never downloaded: no real faces in demo data, and seeding works offline.
// At the 2× thumbnail's size the photo pipeline has nothing to enlarge.
const SIZE = 2 * PHOTO_THUMB_SIZE;
/** A member has at most three photos, each a different photo of their one face. */
export const PHOTOS_PER_FACE = 3;
const BACKGROUNDS = ['f9d5e5', 'fde2c8', 'd7ecd9', 'cfe3f7', 'e6dcf5', 'fbeec1', 'f6cfd0', 'd5f0ee'];
const CLOTHING = ['456dff', '54d7c7', '7555ca', '6dbb58', 'e24553', 'f3b63a', 'f55d81', '5b6b7f'];
const BODIES = ['squared', 'rounded', 'small', 'checkered'] as const;

type Mouth = PersonasChoice<'mouth'>;
type Eyes = PersonasChoice<'eyes'>;

// The first photo is the one on the member's tile: a friendly smile, eyes open.
function mouthFor(face: Face, photo: number, rng: Rng): Mouth {
  if (photo === 0) return rng.pick(['smile', 'bigSmile'] as const);
  return rng.pick<Mouth>(face.gender === 'female' ? ['smile', 'bigSmile', 'smirk', 'lips'] : ['smile', 'bigSmile', 'smirk']);
}

// A glasses wearer now and then takes them off for a photo.
function eyesFor(face: Face, photo: number, rng: Rng): Eyes {
  if (face.glasses && (photo === 0 || rng.chance(0.7))) return 'glasses';
  return photo === 0 ? rng.pick(['open', 'happy'] as const) : rng.pick<Eyes>(['open', 'open', 'happy', 'happy', 'wink']);
}

/**
 * The drawing options of one photo of a face: its skin, hair, nose and beard are the face's; the
 * background, expression, glasses, clothes and framing change from photo to photo. Every option is a
 * single value, so nothing is left to the style's own random choices.
 */
export function demoPhotoOptions(face: Face, photo: number): PersonasOptions {
  const rng = createRng(`${face.seed}-photo-${photo}`);
  // One shuffle per face, so the photos of one face never share a background.
  const background = createRng(`${face.seed}-backgrounds`).sample(BACKGROUNDS, PHOTOS_PER_FACE)[photo % PHOTOS_PER_FACE];
  return {
    seed: face.seed,
    size: SIZE,
    skinColor: [face.skinColor],
    hair: [face.hair],
    hairColor: [HAIR_TONES[face.hairTone].hex],
    nose: [face.nose],
    facialHair: face.facialHair ? [face.facialHair] : [],
    facialHairProbability: face.facialHair ? 100 : 0,
    eyes: [eyesFor(face, photo, rng)],
    mouth: [mouthFor(face, photo, rng)],
    body: [rng.pick(BODIES)],
    clothingColor: [rng.pick(CLOTHING)],
    backgroundColor: [background],
    backgroundType: ['solid'],
    scale: rng.int(92, 108),
    translateX: rng.int(-4, 4),
    translateY: rng.int(0, 5),
    flip: rng.chance(0.5),
  };
}

/** One photo of a face as an SVG image (640×640), ready for the photo pipeline. */
export function renderDemoPhoto(face: Face, photo: number): Buffer {
  return Buffer.from(createAvatar(personas, demoPhotoOptions(face, photo)).toString());
}
