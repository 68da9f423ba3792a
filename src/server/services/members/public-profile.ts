import 'server-only';
import type { ServiceContext } from '../context';
import { visibleProfileFields } from '../sites/visible-profile-fields';
import type { ProfileDto, PublicProfileDto } from '@/shared/types/api';

/**
 * What others may see of a profile (ARCHITECTURE.md, data minimisation): never the date of birth, the
 * ages looked for or whether a position was shared; the city only when the member shows it, and
 * orientation and sexual interests (special-category data, GDPR art. 9) only to logged-in members on a
 * site whose visible_profile_fields name them.
 */
export function toPublicProfile(ctx: ServiceContext, full: ProfileDto): PublicProfileDto {
  const { date_of_birth: _dateOfBirth, show_city: showCity, looking_for_min_age: _min, looking_for_max_age: _max, location_shared: _located, ...rest } = full;
  const visible = visibleProfileFields(ctx.site);
  const member = ctx.actor !== null;
  const interests = visible.includes('interests') ? full.interests.filter((i) => member || !i.sensitive) : [];
  return {
    ...rest,
    city: showCity ? full.city : null,
    sexuality: member && visible.includes('sexuality') ? full.sexuality : null,
    interests,
  };
}
