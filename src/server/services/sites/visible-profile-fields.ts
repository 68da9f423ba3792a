import 'server-only';
import type { Site } from '../../db/schema';

/** The profile fields a site shows when its settings name none (settings.visible_profile_fields). */
export const DEFAULT_PROFILE_FIELDS = [
  'gender',
  'sexuality',
  'country',
  'region',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'reason',
  'tattoos',
  'height_cm',
  'interests',
];

export function visibleProfileFields(site: Site): string[] {
  return site.extra.visible_profile_fields ?? DEFAULT_PROFILE_FIELDS;
}
