import 'server-only';
import { createAvatar, type Style, type StyleOptions } from '@dicebear/core';
import { personas } from '@dicebear/collection';
import sharp from 'sharp';

type PersonasOptions = typeof personas extends Style<infer O> ? StyleOptions<O> : never;

// Demo photos are drawn, never downloaded: no real faces in demo data, and seeding works offline.
const SIZE = 600;
const BACKGROUNDS = ['f9d5e5', 'fde2c8', 'd7ecd9', 'cfe3f7', 'e6dcf5', 'fbeec1', 'f6cfd0', 'd5f0ee'];
// The style's default palette includes pink and lilac hair; profile photos look better with natural tones.
const HAIR_COLOURS = ['362c47', '6c4545', '4a312c', 'a55728', 'd6b370', 'b8b8c0'];

// Personas has no gender option, so hair and beard choices make the drawing read as a man or a woman.
const LOOKS: Record<'male' | 'female', PersonasOptions> = {
  female: {
    hair: ['long', 'bobCut', 'pigtails', 'curlyBun', 'bobBangs', 'extraLong', 'straightBun', 'curly'],
    facialHairProbability: 0,
  },
  male: {
    hair: ['shortCombover', 'buzzcut', 'fade', 'balding', 'shortComboverChops', 'curlyHighTop', 'bald'],
    facialHairProbability: 45,
  },
};

/** A friendly illustrated portrait, the same for the same seed, as a 600×600 PNG. */
export async function renderDemoAvatar(seed: string, gender: 'male' | 'female'): Promise<Buffer> {
  const svg = createAvatar(personas, {
    seed,
    size: SIZE,
    backgroundColor: BACKGROUNDS,
    backgroundType: ['solid'],
    mouth: ['smile', 'bigSmile', 'smirk', 'lips'],
    eyes: ['open', 'open', 'happy', 'happy', 'wink', 'glasses'],
    hairColor: HAIR_COLOURS,
    ...LOOKS[gender],
  }).toString();
  return sharp(Buffer.from(svg)).resize(SIZE, SIZE).png().toBuffer();
}
