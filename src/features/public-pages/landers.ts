import { isLanderSlug, LANDER_VARIANTS, type LanderSlug, type LanderVariant } from '@/shared/landers';

export type LanderRoute = { variant: LanderVariant; slug: LanderSlug | null };

/**
 * §2 /landers/{variant}/{slug?}: one of the nine designs and, except on tinderswipe, an optional §9
 * niche slug. Anything else (an unknown design or slug, a longer path) is null: the 404 of §8.
 */
export function parseLanderRoute(variant: string, slug: string[] | undefined): LanderRoute | null {
  if (!(LANDER_VARIANTS as readonly string[]).includes(variant)) return null;
  const parts = slug ?? [];
  if (parts.length === 0) return { variant: variant as LanderVariant, slug: null };
  if (variant === 'tinderswipe' || parts.length > 1 || !isLanderSlug(parts[0])) return null;
  return { variant: variant as LanderVariant, slug: parts[0] };
}
