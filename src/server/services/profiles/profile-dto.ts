import 'server-only';
import type { Container } from '../../container';
import type { Site } from '../../db/schema';
import { findRegion, regionToDto } from '../geo/list-regions';
import { photoToDto } from '../photos/photo-dto';
import { interestToDto } from './list-interests';
import type { ProfileBundle } from './load-profile';
import { ageFrom } from '@/shared/schemas/fields';
import type { Locale } from '@/shared/constants';
import type { ProfileDto } from '@/shared/types/api';

/**
 * The profile fields every viewer may see (photos are added per viewer by the caller). The bundle's
 * photos are those the viewer sees (photosSeenBy), so a main photo in review is the owner's alone.
 */
export async function profileToDto(
  deps: Pick<Container, 'db' | 'caches' | 'mediaSigner' | 'storage'>,
  site: Site,
  locale: Locale,
  bundle: ProfileBundle,
  now: Date,
): Promise<ProfileDto> {
  const p = bundle.profile;
  const main = bundle.photos.find((photo) => photo.id === p.mainPhotoId) ?? null;
  // §6: a private photo is never shown as main.
  const region = await findRegion(deps, p.regionId);
  return {
    id: p.userId,
    name: p.name,
    age: ageFrom(p.dateOfBirth, now),
    date_of_birth: p.dateOfBirth,
    gender: p.gender,
    looking_for_gender: p.lookingForGender,
    looking_for_min_age: p.lookingForMinAge,
    looking_for_max_age: p.lookingForMaxAge,
    sexuality: p.sexuality,
    country: p.country,
    region: region ? regionToDto(region, locale) : null,
    city: p.city,
    show_city: p.showCity,
    location_shared: p.latitude !== null && p.longitude !== null,
    hair_colour: p.hairColour,
    eye_colour: p.eyeColour,
    body_type: p.bodyType,
    relationship_status: p.relationshipStatus,
    reason: p.reason,
    tattoos: p.tattoos,
    height_cm: p.heightCm,
    about: p.about,
    status: p.status,
    is_fictional: p.isFictional,
    main_image: main && !main.isPrivate ? photoToDto({ site, now, mediaSigner: deps.mediaSigner, storage: deps.storage }, main) : null,
    interests: bundle.interests.map((i) => interestToDto(i, locale)),
  };
}
