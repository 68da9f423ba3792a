import 'server-only';
import type { ServiceContext } from '../context';
import { loggedOutSearchAllowed } from '../members/search-members';
import { siteCountries } from '../sites/site-countries';
import { landerActivity } from './lander-activity';
import { landerInterests } from './lander-interests';
import { listLanderMembers } from './lander-members';
import { landerRegionCounts } from './lander-region-counts';
import type { LanderSlug, LanderVariant } from '@/shared/landers';
import type { LanderActivityDto, LanderInterestDto, LanderMemberDto, LanderRegionDto } from '@/shared/types/landers';

export type LanderData = {
  members: LanderMemberDto[];
  activity: LanderActivityDto[];
  regions: LanderRegionDto[];
  interests: LanderInterestDto[];
  /** alonetonight: the visitor's country when the site serves it, else null (all countries). */
  nearCountry: string | null;
};

// How many members each design shows: enough to fill it on a desktop, few enough for a phone.
const MEMBERS: Record<LanderVariant, number> = {
  tinderswipe: 10,
  alonetonight: 12,
  collagelanding: 9,
  gallery: 12,
  iconslanding: 60,
  maplanding: 0,
  socialnetwork: 8,
  transitionsvideolanding: 6,
  video: 6,
};

const EMPTY: LanderData = { members: [], activity: [], regions: [], interests: [], nearCountry: null };

/**
 * What one lander shows, from the public members of the slug's niche. §6: members are shown to a
 * visitor only where logged-out search is allowed (or through a traffic source); otherwise the lander
 * keeps its words and call to action without anyone's picture.
 */
export async function landerPageData(ctx: ServiceContext, variant: LanderVariant, slug: LanderSlug, hasTrafficSource: boolean): Promise<LanderData> {
  if (!loggedOutSearchAllowed(ctx, hasTrafficSource)) return EMPTY;
  const nearCountry = variant === 'alonetonight' && ctx.country && siteCountries(ctx.site).includes(ctx.country) ? ctx.country : null;
  const members = MEMBERS[variant] ? await listLanderMembers(ctx, { slug, limit: MEMBERS[variant], country: nearCountry }) : [];
  const [activity, regions, interests] = await Promise.all([
    variant === 'socialnetwork' ? landerActivity(ctx, members) : [],
    variant === 'maplanding' ? landerRegionCounts(ctx, slug) : [],
    variant === 'iconslanding' ? landerInterests(ctx, members, 8) : [],
  ]);
  return { members: variant === 'iconslanding' ? [] : members, activity, regions, interests, nearCountry };
}
