import 'server-only';
import type { Photo, Profile, Region, Site } from '../../db/schema';
import type { PhotoStorage } from '../../adapters/storage/storage';
import { mainImageToDto } from '../photos/photo-dto';
import { ageFrom } from '@/shared/schemas/fields';
import type { Locale } from '@/shared/constants';
import { regionName } from '@/shared/place-names';
import type { MemberCardDto } from '@/shared/types/api';
import { shownKm } from './distance';

/** Active within the last 10 minutes counts as online. */
export const ONLINE_MS = 10 * 60_000;

export function isOnline(lastActiveAt: Date, now: Date): boolean {
  return now.getTime() - lastActiveAt.getTime() < ONLINE_MS;
}

type CardContext = { site: Site; now: Date; locale: Locale; storage: PhotoStorage };

export function toMemberCard(
  { site, now, locale, storage }: CardContext,
  row: { profile: Profile; photo: Photo | null; region: Region | null; distanceKm?: number | null },
): MemberCardDto {
  return {
    id: row.profile.userId,
    name: row.profile.name,
    age: ageFrom(row.profile.dateOfBirth, now),
    country: row.profile.country,
    region: row.region ? regionName(row.region, locale) : null,
    is_fictional: row.profile.isFictional,
    main_image: mainImageToDto({ site, storage }, row.photo),
    // A site's own (fictional) profiles never show as online: nobody is behind them in real time.
    online: !row.profile.isFictional && isOnline(row.profile.lastActiveAt, now),
    // Only the search measures distances; other lists leave the field out.
    ...(row.distanceKm === undefined ? {} : { distance_km: shownKm(row.distanceKm) }),
  };
}
