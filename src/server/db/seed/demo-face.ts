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
import { createRng } from './prng';

/**
 * How many different faces each gender and age band gets. Members share them (rendering is the cost of
 * seeding), roughly in proportion to how many demo members fall in each band.
 */
export const FACES_PER_BAND: Record<AgeBand, number> = { young: 10, middle: 6, older: 4 };

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

/** Where a face falls, from 0 to 1, for one of its traits; each value takes its weight's share. */
type Quantile = (trait: string) => number;

/** The value at `u` (0 to 1) of the weights laid end to end. */
function atQuantile<V extends string>(weights: Weights<V>, u: number): V {
  // Every listed value has a weight; values left out are simply not keys.
  const entries = Object.entries(weights) as [V, number][];
  let left = u * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) if ((left -= weight) < 0) return value;
  return entries[entries.length - 1][0];
}

const evenly = <V extends string>(values: readonly V[]): Weights<V> => Object.fromEntries(values.map((v) => [v, 1])) as Weights<V>;

function drawFace(seed: string, key: FaceKey, quantile: Quantile): Face {
  const look = LOOKS[key.gender][key.band];
  return {
    ...key,
    seed,
    skinColor: atQuantile(evenly(SKIN_TONES), quantile('skin')),
    hair: atQuantile(look.hair, quantile('hair')),
    hairTone: atQuantile(look.hairTone, quantile('hairTone')),
    nose: quantile('wrinkles') < look.wrinkles ? 'wrinkles' : atQuantile(evenly(['mediumRound', 'smallRound'] as const), quantile('nose')),
    facialHair: quantile('beard') < look.facialHair.chance ? atQuantile(look.facialHair.styles, quantile('beardStyle')) : null,
    glasses: quantile('glasses') < look.glasses,
  };
}

/**
 * The face with this key: the same key always gives the same face, drawn to read as its gender and
 * age. A band has only a few faces, so each trait is spread over them rather than drawn at random:
 * the faces of a band take turns (in an order of each trait's own) along the trait's weights, and
 * four older men are mostly grey and balding as the weights say, not by luck.
 */
export function faceOf(key: FaceKey): Face {
  const count = FACES_PER_BAND[key.band];
  const withinTurn = createRng(faceSeed(key));
  const quantile = (trait: string) => {
    const turns = createRng(`${key.gender}-${key.band}-${trait}`).sample(
      Array.from({ length: count }, (_, i) => i),
      count,
    );
    return (turns[key.index % count] + withinTurn.next()) / count;
  };
  return drawFace(faceSeed(key), key, quantile);
}

/** A face of this gender and age band drawn at random from any seed (a partner's tile picture has its own). */
export function faceFromSeed(seed: string, key: FaceKey): Face {
  const rng = createRng(seed);
  return drawFace(seed, key, () => rng.next());
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
