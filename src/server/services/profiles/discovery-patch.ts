import 'server-only';
import type { profiles } from '../../db/schema';
import { validationError } from '../../errors';
import type { ProfileUpdateInput } from '@/shared/schemas/profile';

type ProfilePatch = Partial<typeof profiles.$inferInsert>;
/** What the patch is checked against: the profile as stored before this update. */
export type StoredPlace = { country: string | null; regionId: number | null; lookingForMinAge: number | null; lookingForMaxAge: number | null };

/** The ages looked for, as they will be stored, must still be a range (one end may come alone). */
export function checkAgeRange(input: ProfileUpdateInput, stored: StoredPlace | undefined): void {
  const min = input.looking_for_min_age === undefined ? stored?.lookingForMinAge : input.looking_for_min_age;
  const max = input.looking_for_max_age === undefined ? stored?.lookingForMaxAge : input.looking_for_max_age;
  if (min != null && max != null && min > max) throw validationError({ looking_for_max_age: { key: 'ageRange' } });
}

/**
 * The shared position (docs/decisions/034): set or taken away when sent; a new country or region chosen
 * by hand without a new position leaves the old one behind, since it no longer says where the member is.
 */
export function positionPatch(input: ProfileUpdateInput, stored: StoredPlace | undefined): ProfilePatch {
  if (input.location) return { latitude: input.location.lat, longitude: input.location.lon };
  if (input.location === null) return { latitude: null, longitude: null };
  const moved = (input.country !== undefined && input.country !== stored?.country) || (input.region_id !== undefined && input.region_id !== stored?.regionId);
  return moved ? { latitude: null, longitude: null } : {};
}
