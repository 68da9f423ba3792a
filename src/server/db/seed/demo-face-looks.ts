import type { personas } from '@dicebear/collection';
import type { Style, StyleOptions } from '@dicebear/core';
import type { HAIR_COLOURS } from '@/shared/constants';
import type { Gender } from './member-factory';

export type PersonasOptions = typeof personas extends Style<infer O> ? StyleOptions<O> : never;
/** One of personas' own values for an option, so a misspelt style fails to compile. */
export type PersonasChoice<K extends keyof PersonasOptions> = NonNullable<PersonasOptions[K]> extends readonly (infer V)[] ? V : never;
export type HairStyle = PersonasChoice<'hair'>;
export type FacialHair = PersonasChoice<'facialHair'>;
/** Values with their weights; a value left out is never chosen. */
export type Weights<V extends string> = Partial<Record<V, number>>;

export type AgeBand = 'young' | 'middle' | 'older';
/** The youngest age of each band: no grey before 35, mostly grey from 55. */
export const AGE_BANDS: readonly { band: AgeBand; from: number }[] = [
  { band: 'older', from: 55 },
  { band: 'middle', from: 35 },
  { band: 'young', from: 0 },
];

// Natural tones only (the style's default palette has pink and lilac hair); each tone says which
// hair colour the member's profile states, so the drawing and the profile agree.
export const HAIR_TONES = {
  black: { hex: '2c2226', trait: 'black' },
  darkBrown: { hex: '4a312c', trait: 'brown' },
  brown: { hex: '6c4545', trait: 'brown' },
  auburn: { hex: 'a55728', trait: 'red' },
  blond: { hex: 'd6b370', trait: 'blond' },
  saltAndPepper: { hex: '8d8990', trait: 'grey' },
  grey: { hex: 'b8b8c0', trait: 'grey' },
  silver: { hex: 'dee1f5', trait: 'grey' },
} as const satisfies Record<string, { hex: string; trait: (typeof HAIR_COLOURS)[number] }>;
export type HairTone = keyof typeof HAIR_TONES;
export const GREY_TONES: readonly HairTone[] = ['saltAndPepper', 'grey', 'silver'];

/** What makes a face read as a man or a woman of an age band; weights, and chances from 0 to 1. */
export type BandLook = {
  hair: Weights<HairStyle>;
  hairTone: Weights<HairTone>;
  facialHair: { chance: number; styles: Weights<FacialHair> };
  /** Personas' "wrinkles" nose draws lines round the eyes and mouth. */
  wrinkles: number;
  glasses: number;
};

const NATURAL: BandLook['hairTone'] = { black: 3, darkBrown: 3, brown: 3, auburn: 1, blond: 2 };
const CLEAN_SHAVEN: BandLook['facialHair'] = { chance: 0, styles: {} };

export const LOOKS: Record<Gender, Record<AgeBand, BandLook>> = {
  male: {
    young: {
      hair: { fade: 3, buzzcut: 2, shortCombover: 3, shortComboverChops: 2, curlyHighTop: 2 },
      hairTone: NATURAL,
      facialHair: { chance: 0.4, styles: { shadow: 3, goatee: 2, soulPatch: 1, pyramid: 1, beardMustache: 2 } },
      wrinkles: 0,
      glasses: 0.15,
    },
    middle: {
      hair: { shortCombover: 3, shortComboverChops: 2, buzzcut: 2, fade: 1, curlyHighTop: 1, balding: 2, bald: 1 },
      hairTone: { ...NATURAL, saltAndPepper: 3 },
      facialHair: { chance: 0.5, styles: { beardMustache: 3, goatee: 2, shadow: 2, walrus: 1, pyramid: 1 } },
      wrinkles: 0.15,
      glasses: 0.3,
    },
    older: {
      hair: { balding: 4, bald: 2, shortCombover: 2, buzzcut: 1, shortComboverChops: 1 },
      hairTone: { darkBrown: 1, brown: 1, saltAndPepper: 2, grey: 4, silver: 3 },
      facialHair: { chance: 0.5, styles: { beardMustache: 3, walrus: 3, goatee: 2, shadow: 1 } },
      wrinkles: 0.85,
      glasses: 0.5,
    },
  },
  female: {
    young: {
      hair: { long: 3, extraLong: 2, pigtails: 1, curlyBun: 2, bobBangs: 2, straightBun: 2, curly: 2, bunUndercut: 1 },
      hairTone: NATURAL,
      facialHair: CLEAN_SHAVEN,
      wrinkles: 0,
      glasses: 0.15,
    },
    middle: {
      hair: { long: 2, bobCut: 3, bobBangs: 2, curly: 2, straightBun: 2, curlyBun: 1 },
      // Drawn grey reads as old at once, so women's hair turns grey only from 55.
      hairTone: NATURAL,
      facialHair: CLEAN_SHAVEN,
      wrinkles: 0.15,
      glasses: 0.3,
    },
    older: {
      hair: { bobCut: 4, curly: 3, straightBun: 2, bobBangs: 2 },
      hairTone: { grey: 1, silver: 1 },
      facialHair: CLEAN_SHAVEN,
      wrinkles: 0.85,
      glasses: 0.5,
    },
  },
};
