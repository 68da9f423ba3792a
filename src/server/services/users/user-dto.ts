import 'server-only';
import type { ServiceContext } from '../context';
import type { User } from '../../db/schema';
import { loadProfileBundle } from '../profiles/load-profile';
import { profileToDto } from '../profiles/profile-dto';
import { photoToDto } from '../photos/photo-dto';
import { photosSeenBy } from '../photos/photo-visibility';
import { photoLimitFor } from '../photos/photo-limit';
import { memberTotals } from './member-totals';
import { isLocale } from '@/shared/locale';
import type { UserDto } from '@/shared/types/api';

/** §3 User as the member sees themself: account state plus the whole own profile. */
export async function buildUserDto(ctx: ServiceContext, user: User): Promise<UserDto> {
  const [loaded, totals] = await Promise.all([loadProfileBundle(ctx, user.id), memberTotals(ctx.db, user.id)]);
  if (!loaded) throw new Error(`user ${user.id} has no profile`);
  // The owner sees their photos in review (marked in_review), never a rejected one.
  const bundle = { ...loaded, photos: photosSeenBy(loaded.photos, user.id) };
  const profile = await profileToDto(ctx, ctx.site, ctx.locale, bundle, ctx.now);
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    credits: user.credits,
    paid_user: user.paidUser,
    notifications_disabled: user.notificationsDisabled,
    language: isLocale(user.language) ? user.language : null,
    invisible: user.invisible,
    time_zone: user.timeZone,
    special_data_consent: user.specialDataConsentAt !== null,
    created_at: user.createdAt.toISOString(),
    ...totals,
    profile: {
      ...profile,
      photos: bundle.photos.map((photo) => photoToDto(ctx, photo)),
      photo_limit: photoLimitFor(user),
    },
  };
}
