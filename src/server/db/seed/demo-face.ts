import { ageFrom } from '@/shared/schemas/fields';
import {
  AGE_BANDS,
  HAIR_TONES,
  LOOKS,
  type AgeBand,
  type FacialHair,
  type HairStyle,
  type HairTone,
  type PersonasChoice,
  type Weights,
} from './demo-face-looks';
import type { Gender } from './member-factory';
import { createRng, type Rng } from './prng';

/**
 * How many different faces each gender and age band gets. Members share them (rendering is the cost of
 * seeding), roughly in proportion to how many demo members fall in each band.
 */
export const FACES_PER_BAND: Record<AgeBand, number> = { young: 12, middle: 8, older: 6 };

// Personas' skin tones, lightest to darkest.
const SKIN_TONES = ['eeb4a4', 'e7a391', 'e5a07e', 'd78774', 'b16a5b', '92594b', '623d36'];

/** Which face of the pool a member has. */
export type FaceKey = { gender: Gender; band: AgeBand; index: number };

/** What stays the same in every photo of one face; the photos differ in everything else (demo-photo.ts). */
export type Face = FaceKey & {
  /** Names the face; every photo of it is drawn from this seed. */
  seed: string;
  skinColor: string;
  hair: HairStyle;
  hairTone: HairTone;
  nose: PersonasChoice<'nose'>;
  facialHair: FacialHair | null;
  /** Whether this person wears glasses (in most of their photos, not all). */
  glasses: boolean;
};

export const faceSeed = ({ gender, band, index }: FaceKey) => `face-${gender}-${band}-${index}`;

export function ageBandOf(age: number): AgeBand {
  return (AGE_BANDS.find((b) => age >= b.from) ?? AGE_BANDS[AGE_BANDS.length - 1]).band;
}

/** One value, in proportion to its weight. */
function pickWeighted<V extends string>(rng: Rng, weights: Weights<V>): V {
  // Every listed value has a weight; values left out are simply not keys.
  return rng.weighted(weights as Record<V, number>);
}

/** The face with this key: the same key always gives the same face, drawn to read as its gender and age. */
export const faceOf = (key: FaceKey): Face => faceFromSeed(faceSeed(key), key);

/** A face of this gender and age band drawn from any seed (a partner's tile picture has its own). */
export function faceFromSeed(seed: string, key: FaceKey): Face {
  const rng = createRng(seed);
  const look = LOOKS[key.gender][key.band];
  return {
    ...key,
    seed,
    skinColor: rng.pick(SKIN_TONES),
    hair: pickWeighted(rng, look.hair),
    hairTone: pickWeighted(rng, look.hairTone),
    nose: rng.chance(look.wrinkles) ? 'wrinkles' : rng.pick(['mediumRound', 'smallRound'] as const),
    facialHair: rng.chance(look.facialHair.chance) ? pickWeighted(rng, look.facialHair.styles) : null,
    glasses: rng.chance(look.glasses),
  };
}

/** The face of a member of this gender and birth date; `pickSeed` (the member's own) chooses among the band's faces. */
export function memberFace(member: { gender: Gender; dateOfBirth: string }, pickSeed: string, now: Date): Face {
  const band = ageBandOf(ageFrom(member.dateOfBirth, now));
  return faceOf({ gender: member.gender, band, index: createRng(pickSeed).int(0, FACES_PER_BAND[band] - 1) });
}

/** Every face of the pool. */
export function allFaces(): Face[] {
  return (['male', 'female'] as const).flatMap((gender) =>
    AGE_BANDS.flatMap(({ band }) => Array.from({ length: FACES_PER_BAND[band] }, (_, index) => faceOf({ gender, band, index }))),
  );
}

/** The hair colour the member's profile states: the one drawn, or bald. */
export const hairColourOf = (face: Face) => (face.hair === 'bald' ? 'bald' : HAIR_TONES[face.hairTone].trait);
