import 'server-only';
import { and, count, inArray, isNotNull } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { profiles } from '../../db/schema';
import { loadRegions } from '../geo/list-regions';
import { siteCountries } from '../sites/site-countries';
import { landerConditions } from './lander-members';
import type { LanderSlug } from '@/shared/landers';
import { regionName } from '@/shared/place-names';
import type { LanderRegionDto } from '@/shared/types/landers';

/** Members per region in the site's countries (map lander): regions with nobody are left out. */
export async function landerRegionCounts(ctx: ServiceContext, slug: LanderSlug): Promise<LanderRegionDto[]> {
  const countries = siteCountries(ctx.site);
  const counted = await ctx.db
    .select({ regionId: profiles.regionId, members: count() })
    .from(profiles)
    .where(and(...landerConditions(ctx, { slug }), inArray(profiles.country, countries), isNotNull(profiles.regionId)))
    .groupBy(profiles.regionId);
  const byId = new Map(counted.map((row) => [row.regionId, row.members]));
  return (await loadRegions(ctx))
    .filter((region) => byId.has(region.id))
    .map((region) => ({
      id: region.id,
      country: region.country,
      name: regionName(region, ctx.locale),
      lat: Number(region.lat),
      lon: Number(region.lon),
      members: byId.get(region.id) ?? 0,
    }));
}
