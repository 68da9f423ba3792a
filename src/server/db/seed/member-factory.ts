import { BODY_TYPES, COUNTRIES, EYE_COLOURS, JOIN_REASONS, RELATIONSHIP_STATUSES, TATTOO_OPTIONS, VISIBLE_LANGUAGES_BY_COUNTRY } from '@/shared/constants';
import { ABOUT_TEXTS, FIRST_NAMES, PEOPLE_LANGUAGES, type PeopleLanguage } from './data/people';
import { createRng, type Rng } from './prng';

export type Gender = 'male' | 'female';
type Sexuality = 'hetero' | 'gay' | 'lesbian' | 'bi';

/** One demo member before it has database ids; everything follows from its index. */
export type DemoMember = {
  email: string;
  language: PeopleLanguage;
  name: string;
  gender: Gender;
  sexuality: Sexuality;
  lookingForGender: Gender;
  dateOfBirth: string;
  country: string;
  regionCode: string;
  /** The hair colour is the drawn face's (demo-face.ts). */
  traits: {
    eyeColour: string;
    bodyType: string;
    relationshipStatus: string;
    reason: string;
    tattoos: string;
    heightCm: number;
  };
  about: string;
  isFictional: boolean;
  interestSlugs: string[];
  photoCount: number;
  createdAt: Date;
  lastActiveAt: Date;
  /** A shared position (docs/decisions/034), rounded to about a kilometre; null when none was shared. */
  position: { lat: number; lon: number } | null;
};

// Weighted towards the core markets; every country still gets members (see pickCountry).
export const COUNTRY_WEIGHTS: Record<string, number> = {
  NL: 20,
  DE: 16,
  BE: 12,
  FR: 6,
  GB: 6,
  US: 6,
  AT: 5,
  CH: 5,
  IT: 4,
  ES: 4,
  PL: 4,
  CA: 3,
  IE: 3,
  AU: 3,
  NZ: 3,
};
const GUARANTEED_PER_COUNTRY = 20;
const DAY_MS = 86_400_000;

export const demoMemberEmail = (index: number) => `member${index}@demo.example`;

// Members 1…300 go round-robin over the 15 countries, so each has at least 20 whatever the total.
function pickCountry(index: number, rng: Rng): string {
  const slot = index - 1;
  if (slot >= 0 && slot < COUNTRIES.length * GUARANTEED_PER_COUNTRY) return COUNTRIES[slot % COUNTRIES.length];
  return rng.weighted(COUNTRY_WEIGHTS);
}

// The country's first listed language dominates (BE: mostly Dutch, CH: mostly German).
function pickLanguage(country: string, rng: Rng): PeopleLanguage {
  const known = (VISIBLE_LANGUAGES_BY_COUNTRY[country] ?? []).filter((l): l is PeopleLanguage => (PEOPLE_LANGUAGES as readonly string[]).includes(l));
  if (known.length === 0) return 'en';
  return rng.chance(0.7) ? known[0] : rng.pick(known);
}

function pickOrientation(gender: Gender, rng: Rng): { sexuality: Sexuality; lookingForGender: Gender } {
  const other: Gender = gender === 'male' ? 'female' : 'male';
  const roll = rng.next();
  if (roll < 0.84) return { sexuality: 'hetero', lookingForGender: other };
  if (roll < 0.93) return { sexuality: gender === 'male' ? 'gay' : 'lesbian', lookingForGender: gender };
  return { sexuality: 'bi', lookingForGender: rng.pick([gender, other]) };
}

// Ages 18–70, more of them young: a power of a uniform number leans towards the low end.
function pickDateOfBirth(now: Date, rng: Rng): string {
  const age = 18 + Math.floor(rng.next() ** 1.6 * 53);
  const born = new Date(now.getTime() - (age * 365.25 + rng.int(1, 360)) * DAY_MS);
  return born.toISOString().slice(0, 10);
}

// Typed by the constants, so a new status or tattoo option fails to compile until it gets a weight.
const RELATIONSHIP_WEIGHTS: Record<(typeof RELATIONSHIP_STATUSES)[number], number> = {
  single: 60,
  divorced: 15,
  widowed: 3,
  relationship: 8,
  married: 6,
  open: 8,
};
const TATTOO_WEIGHTS: Record<(typeof TATTOO_OPTIONS)[number], number> = { none: 60, some: 30, many: 10 };

function pickTraits(gender: Gender, rng: Rng): DemoMember['traits'] {
  return {
    eyeColour: rng.pick(EYE_COLOURS),
    bodyType: rng.pick(BODY_TYPES),
    relationshipStatus: rng.weighted(RELATIONSHIP_WEIGHTS),
    reason: rng.pick(JOIN_REASONS),
    tattoos: rng.weighted(TATTOO_WEIGHTS),
    heightCm: gender === 'male' ? rng.int(165, 198) : rng.int(152, 185),
  };
}

// Mostly everyday interests; sexual ones (special-category data) only for some members.
function pickInterests(rng: Rng, plain: readonly string[], sensitive: readonly string[]): string[] {
  const count = rng.int(3, 8);
  const sensitiveCount = rng.chance(0.35) ? Math.min(rng.int(1, 2), count - 1) : 0;
  return [...rng.sample(plain, count - sensitiveCount), ...rng.sample(sensitive, sensitiveCount)];
}

function pickPhotoCount(rng: Rng): number {
  return Number(rng.weighted({ 0: 10, 1: 40, 2: 30, 3: 20 }));
}

export type FactoryInput = {
  now: Date;
  regionCodes: Record<string, string[]>;
  /** Each region's centre by ISO 3166-2 code. */
  regionCentres: Record<string, { lat: number; lon: number }>;
  plainInterests: string[];
  sensitiveInterests: string[];
};

/**
 * Most real members shared their position somewhere in their region (within about 30 km of its centre);
 * a site's own profiles never. A random stream of its own, so the other fields stay what they were.
 */
function pickPosition(index: number, centre: { lat: number; lon: number } | undefined, isFictional: boolean): DemoMember['position'] {
  const rng = createRng(`member-${index}-position`);
  if (!centre || isFictional || !rng.chance(0.6)) return null;
  const round = (degrees: number) => Math.round(degrees * 100) / 100;
  return { lat: round(centre.lat + (rng.next() - 0.5) * 0.5), lon: round(centre.lon + (rng.next() - 0.5) * 0.7) };
}

/** The demo member with this index; the same index always gives the same member. */
export function buildDemoMember(index: number, input: FactoryInput): DemoMember {
  const rng = createRng(`member-${index}`);
  const country = pickCountry(index, rng);
  const language = pickLanguage(country, rng);
  const gender: Gender = rng.chance(0.5) ? 'female' : 'male';
  const lastActiveAt = new Date(input.now.getTime() - rng.next() ** 2 * 30 * DAY_MS);
  const member = {
    email: demoMemberEmail(index),
    language,
    name: rng.pick(FIRST_NAMES[language][gender]),
    gender,
    ...pickOrientation(gender, rng),
    dateOfBirth: pickDateOfBirth(input.now, rng),
    country,
    regionCode: rng.pick(input.regionCodes[country]),
    traits: pickTraits(gender, rng),
    about: rng.chance(0.9) ? rng.pick(ABOUT_TEXTS[language]) : '',
    isFictional: rng.chance(0.08),
    interestSlugs: pickInterests(rng, input.plainInterests, input.sensitiveInterests),
    photoCount: pickPhotoCount(rng),
    createdAt: new Date(lastActiveAt.getTime() - rng.int(1, 365) * DAY_MS),
    lastActiveAt,
  };
  return { ...member, position: pickPosition(index, input.regionCentres[member.regionCode], member.isFictional) };
}
