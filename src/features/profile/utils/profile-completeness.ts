import type { OwnProfileDto } from '@/shared/types/api';

/** What a profile may still lack, each with the form section where it is added. */
export const COMPLETENESS_PARTS = [
  { key: 'photo', section: 'photos-title' },
  { key: 'about', section: 'profile-about' },
  { key: 'interests', section: 'profile-interests' },
  { key: 'region', section: 'profile-location' },
  { key: 'appearance', section: 'profile-appearance' },
  { key: 'relationship', section: 'profile-about' },
] as const;

export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number]['key'];

/** An about text this long says something about the member. */
const ABOUT_ENOUGH = 50;
/** Interests enough for the match finder's shared-interest reasons. */
const INTERESTS_ENOUGH = 3;

const HAS: Record<CompletenessPart, (p: OwnProfileDto) => boolean> = {
  photo: (p) => p.main_image !== null,
  about: (p) => p.about.trim().length >= ABOUT_ENOUGH,
  interests: (p) => p.interests.length >= INTERESTS_ENOUGH,
  region: (p) => p.region !== null,
  appearance: (p) => Boolean(p.hair_colour && p.eye_colour && p.body_type),
  relationship: (p) => Boolean(p.relationship_status && p.reason),
};

/** How complete the saved profile is (0–100, in whole parts) and what is still missing, in form order. */
export function profileCompleteness(profile: OwnProfileDto): { percent: number; missing: (typeof COMPLETENESS_PARTS)[number][] } {
  const missing = COMPLETENESS_PARTS.filter((part) => !HAS[part.key](profile));
  return { percent: Math.round(((COMPLETENESS_PARTS.length - missing.length) / COMPLETENESS_PARTS.length) * 100), missing };
}
