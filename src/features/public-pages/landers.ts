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

/** Is this /landers/{variant}/{slug?} one of §2's landing pages? */
export function isLanderRoute(variant: string, slug: string[] | undefined): variant is LanderVariant {
  if (!(LANDER_VARIANTS as readonly string[]).includes(variant)) return false;
  const parts = slug ?? [];
  if (variant === 'tinderswipe') return parts.length === 0;
  return parts.length <= 1;
}

export const LANDER_ICONS: Record<LanderVariant, string> = {
  tinderswipe: 'bi-hand-index-thumb',
  alonetonight: 'bi-moon-stars',
  collagelanding: 'bi-grid-3x3-gap',
  gallery: 'bi-images',
  iconslanding: 'bi-stars',
  maplanding: 'bi-geo-alt',
  socialnetwork: 'bi-people',
  transitionsvideolanding: 'bi-film',
  video: 'bi-camera-video',
};
