import 'server-only';
import { createRng } from '../../db/seed/prng';
import type { PartnerProfile, PartnerProvider, PartnerRequest } from './partner-provider';
import type { PartnerTileKind } from '@/shared/types/partners';

/** Performers per kind and gender: the list wraps around after this many. */
export const EMBEDDED_POOL = 40;

/**
 * The embedded provider's partner site. `.example` is reserved (RFC 2606): the links go nowhere real,
 * which is what a demo and the tests need; production installations configure a feed instead.
 */
export const EMBEDDED_PARTNER_ORIGIN = 'https://partner.example';

const NAMES = {
  female: ['Luna', 'Mila', 'Yara', 'Noor', 'Jade', 'Zoë', 'Ivy', 'Lola', 'Nina', 'Sofia', 'Elena', 'Chloé', 'Maya', 'Lena', 'Aurora', 'Bella'],
  male: ['Max', 'Leon', 'Noah', 'Luca', 'Milan', 'Jonas', 'Adam', 'Elias', 'Teo', 'Hugo', 'Finn', 'Mateo', 'Oscar', 'Rafael', 'Sven', 'Dario'],
} as const;
const CITIES = ['Amsterdam', 'Berlin', 'Paris', 'Madrid', 'Milano', 'Warszawa', 'Stockholm', 'Oslo', 'København', 'Helsinki', 'Brussel', 'Wien'];
const GENDER_CODE = { female: 'f', male: 'm' } as const;

type Gender = keyof typeof NAMES;

/** The embedded performer id: kind, gender and number, e.g. `cam-f-7`. */
export const EMBEDDED_ID = /^(cam|resell)-(f|m)-(\d{1,2})$/;

/** One generated performer: the same id always gives the same name, age, place and picture. */
export function embeddedProfile(kind: PartnerTileKind, gender: Gender, index: number): PartnerProfile {
  const id = `${kind}-${GENDER_CODE[gender]}-${index}`;
  const rng = createRng(`partner:${id}`);
  const name = rng.pick(NAMES[gender]);
  return {
    id,
    kind,
    name,
    age: rng.int(21, 49),
    place: kind === 'resell' ? rng.pick(CITIES) : null,
    imageUrl: `/api/partners/images/${id}.png`,
    link: `${EMBEDDED_PARTNER_ORIGIN}/${kind === 'cam' ? 'room' : 'profile'}/${id}`,
    live: kind === 'cam',
  };
}

/** Generated performers, deterministic from their id; women unless the page lists men. */
export function createEmbeddedProvider(): PartnerProvider {
  return {
    name: 'embedded',
    profiles: async ({ kind, count, offset, gender }: PartnerRequest) =>
      Array.from({ length: Math.min(count, EMBEDDED_POOL) }, (_, i) => embeddedProfile(kind, gender ?? 'female', (offset + i) % EMBEDDED_POOL)),
  };
}
