import { NICHE_SLUGS } from '@/shared/constants';

/** §9: the niche slugs, and 'eng' for the English default; §2's landing2 and landing3 take one. */
export const MEMBER_LANDING_SLUGS = [...NICHE_SLUGS, 'eng'] as const;

/** The optional slug of /members/{id}/landing2|3/{slug?}: none, or one known slug (anything else is §8's 404). */
export function isMemberLandingSlug(parts: string[] | undefined): boolean {
  if (!parts || parts.length === 0) return true;
  return parts.length === 1 && (MEMBER_LANDING_SLUGS as readonly string[]).includes(parts[0]);
}
