import { NICHE_SLUGS } from './constants';

// §2 landing pages: /landers/tinderswipe, and the others with an optional slug.
export const LANDER_VARIANTS = [
  'tinderswipe',
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;

export type LanderVariant = (typeof LANDER_VARIANTS)[number];

// §9: niche values 1..7 give the landing slugs; the English locale maps to the slug 'eng', which is
// the default niche with its texts in English (a campaign for English-speaking traffic).

export type NicheSlug = (typeof NICHE_SLUGS)[number];
export type LanderSlug = NicheSlug | 'eng';

export const LANDER_SLUGS: readonly LanderSlug[] = [...NICHE_SLUGS, 'eng'];

export function isLanderSlug(value: string): value is LanderSlug {
  return (LANDER_SLUGS as readonly string[]).includes(value);
}

/** The slug of a site's niche (1..7); an unknown niche is the default. */
export function slugForNiche(niche: number): NicheSlug {
  return NICHE_SLUGS[niche - 1] ?? NICHE_SLUGS[0];
}

/** The niche (1..7) a slug stands for: 'eng' is the default niche. */
export function nicheForSlug(slug: LanderSlug): number {
  return slug === 'eng' ? 1 : NICHE_SLUGS.indexOf(slug) + 1;
}

/** The niche whose texts and imagery a slug takes: 'eng' speaks as the default niche. */
export function nicheKey(slug: LanderSlug): NicheSlug {
  return slug === 'eng' ? 'default' : slug;
}
